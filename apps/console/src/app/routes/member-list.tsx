import { MemberList } from '../../features/members/components/member-list';

/** /staff/member-list: every member, filtered and sorted. */
export function Component() {
  return <MemberList />;
}

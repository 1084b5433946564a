import { MemberList } from '../../features/members/components/member-list';

/** /staff/member-list: every member, filtered and sorted (issue 30 §6). */
export function Component() {
  return <MemberList />;
}

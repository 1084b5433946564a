import { MemberSearch } from '../../features/members/components/member-search';
import type { PageProps } from '../page-props';

/** /staff/members: members looked up (masked below ADMIN) and restricted by an ADMIN (decision 033). */
export function Component({ operator }: PageProps) {
  return <MemberSearch operator={operator} />;
}

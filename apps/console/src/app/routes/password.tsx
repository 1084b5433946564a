import { StaffPassword } from '../../features/auth/components/staff-password';
import type { PageProps } from '../page-props';

/** /staff/password: the operator's own password (decision 034). */
export function Component({ operator }: PageProps) {
  return <StaffPassword operator={operator} />;
}

import { StaffLogin } from '../../../features/staff/components/staff-login';

/** /staff/login: the staff console's login (decision 017). */
export function Component() {
  return <StaffLogin />;
}

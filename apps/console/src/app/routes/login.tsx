import { StaffLogin } from '../../features/auth/components/staff-login';

/** /staff/login: the console's own login (decision 017). */
export function Component() {
  return <StaffLogin />;
}

import { StaffGuard } from '../../../features/staff/components/staff-guard';
import { StaffScanner } from '../../../features/staff/components/staff-scanner';

/** /staff: the door scanner, behind the staff login (decision 017). */
export function Component() {
  return <StaffGuard>{(operator) => <StaffScanner operator={operator} />}</StaffGuard>;
}

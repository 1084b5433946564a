import { StaffGuard } from '../../../features/staff/components/staff-guard';
import { StaffOperators } from '../../../features/staff/components/staff-operators';

/** /staff/operators: the operator accounts, ADMIN only (decision 017). */
export function Component() {
  return <StaffGuard>{(operator) => <StaffOperators operator={operator} />}</StaffGuard>;
}

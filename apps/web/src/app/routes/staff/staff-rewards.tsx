import { StaffGuard } from '../../../features/staff/components/staff-guard';
import { StaffRewards } from '../../../features/staff/components/staff-rewards';

/** /staff/rewards: the Draw Tour reward desk, for any operator (decision 022). */
export function Component() {
  return <StaffGuard>{(operator) => <StaffRewards operator={operator} />}</StaffGuard>;
}

import { StaffRewards } from '../../features/rewards/components/staff-rewards';

/** /staff/rewards: the Draw Tour reward desk (decision 022). */
export function Component() {
  return <StaffRewards />;
}

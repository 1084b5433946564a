import { StaffFloors } from '../../features/floors/components/staff-floors';

/** /staff/floors (decision 030): see the feature's component. */
export function Component() {
  return <StaffFloors />;
}

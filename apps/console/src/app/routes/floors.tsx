import { StaffFloors } from '../../features/floors/components/staff-floors';

/** /staff/floors (issue 17, decision 030): see the feature's component. */
export function Component() {
  return <StaffFloors />;
}

import { StaffZones } from '../../features/floors/components/staff-zones';

/** /staff/zones (issue 17, decision 030): see the feature's component. */
export function Component() {
  return <StaffZones />;
}

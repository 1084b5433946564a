import { StaffZones } from '../../features/floors/components/staff-zones';

/** /staff/zones (decision 030): see the feature's component. */
export function Component() {
  return <StaffZones />;
}

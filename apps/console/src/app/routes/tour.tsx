import { StaffTour } from '../../features/tour/components/staff-tour';

/** /staff/tour (decision 030): see the feature's component. */
export function Component() {
  return <StaffTour />;
}

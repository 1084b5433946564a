import { StaffDrawTour } from '../../features/draw-tour/components/staff-draw-tour';

/** /staff/draw-tour: Draw Tour seasons, rewards and stock, EDITOR and ADMIN. */
export function Component() {
  return <StaffDrawTour />;
}

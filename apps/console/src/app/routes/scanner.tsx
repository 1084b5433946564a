import { StaffScanner } from '../../features/door/components/staff-scanner';

/** /staff: the door scanner (decision 017). */
export function Component() {
  return <StaffScanner />;
}

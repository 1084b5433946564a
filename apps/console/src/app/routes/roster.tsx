import { SessionRoster } from '../../features/roster/components/session-roster';

/** /staff/roster: a program's bookings of a day or a session (issue 18). */
export function Component() {
  return <SessionRoster />;
}

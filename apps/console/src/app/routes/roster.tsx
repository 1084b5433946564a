import { SessionRoster } from '../../features/roster/components/session-roster';
import type { PageProps } from '../page-props';

/** /staff/roster: a program's bookings of a day or a session. */
export function Component({ operator }: PageProps) {
  return <SessionRoster operator={operator} />;
}

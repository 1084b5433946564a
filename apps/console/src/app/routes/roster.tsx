import { InstanceRoster } from '../../features/roster/components/instance-roster';
import type { PageProps } from '../page-props';

/** /staff/roster: a program's bookings of a day or an instance. */
export function Component({ operator }: PageProps) {
  return <InstanceRoster operator={operator} />;
}

import { RosterPrint } from '../../features/roster/components/roster-print';
import type { PageProps } from '../page-props';

/** /staff/roster/print: a session's or a day's roster for paper. */
export function Component({ operator }: PageProps) {
  return <RosterPrint operator={operator} />;
}

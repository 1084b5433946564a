import { DrawsPage } from '../../features/draws/components/draws-page';
import type { PageProps } from '../page-props';

/** /staff/draws: the draws, their records and cancelled wins offered on (decision 036). */
export function Component({ operator }: PageProps) {
  return <DrawsPage operator={operator} />;
}

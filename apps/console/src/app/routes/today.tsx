import { TodayDashboard } from '../../features/today/components/today-dashboard';
import type { PageProps } from '../page-props';

/**
 * /staff/today: the console's home — the setup checklist and the day's counts,
 * refreshed by themselves (decision 033).
 */
export function Component({ operator }: PageProps) {
  return <TodayDashboard operator={operator} />;
}

import { TodayDashboard } from '../../features/today/components/today-dashboard';

/** /staff/today: the day's counts for any operator, refreshed by themselves (decision 033). */
export function Component() {
  return <TodayDashboard />;
}

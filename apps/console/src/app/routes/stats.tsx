import { StatsPage } from '../../features/stats/components/stats-page';

/**
 * /staff/stats (통계, any operator): a range of days, charts with a table under
 * each, CSV and XLSX. Loaded with its chart library only when opened.
 */
export function Component() {
  return <StatsPage />;
}

import { staffDashboard } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const dashboardKey = ['staff', 'dashboard'] as const;

/** How often 오늘 asks again while it is open (and when the operator comes back to the tab). */
export const DASHBOARD_REFRESH_MS = 30_000;

/** POST /api/staff/dashboard (any staff role, decision 033): the day's counts. */
export function useDashboard() {
  return useStaffRead(dashboardKey, staffDashboard, undefined, {
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

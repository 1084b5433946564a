import { staffDashboard } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const dashboardKey = ['staff', 'dashboard'] as const;

/** How often 오늘 asks again while it is open (and when the operator comes back to the tab). */
export const DASHBOARD_REFRESH_MS = 30_000;

/** A read of 오늘 that stays live: asked again every `ms`, and at once back in the tab. */
export const liveRead = (ms: number) =>
  ({ refetchInterval: ms, refetchOnWindowFocus: true, staleTime: 0 }) as const;

/** POST /api/staff/dashboard (any staff role, decision 033): the day's counts. */
export function useDashboard() {
  return useStaffRead(dashboardKey, staffDashboard, undefined, liveRead(DASHBOARD_REFRESH_MS));
}

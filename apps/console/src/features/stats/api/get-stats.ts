import type { StaffStatsBody } from '@venue/contract';
import { staffStats } from '@venue/contract/endpoints';
import { keepPrevious, useStaffRead } from '../../../lib/staff-query';

export const statsKey = ['staff', 'stats'] as const;

/**
 * POST /api/staff/stats (any operator): the range's figures per day, in total and
 * per hour, with the filters' choices. The previous range stays on screen while the next loads.
 */
export function useStats(body: StaffStatsBody) {
  return useStaffRead(statsKey, staffStats, body, keepPrevious);
}

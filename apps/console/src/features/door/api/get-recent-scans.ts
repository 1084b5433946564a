import { staffRecentScans } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const recentScansQueryKey = ['door', 'recent'] as const;

/**
 * POST /api/staff/checkin/recent: today's last 30 check-ins of every desk, newest
 * first. The door asks again every 15 s and after each check-in or undo here.
 */
export function useRecentScans() {
  return useStaffRead(recentScansQueryKey, staffRecentScans, undefined, {
    refetchInterval: 15_000,
  });
}

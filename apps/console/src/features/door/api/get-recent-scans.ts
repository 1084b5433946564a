import { useQuery } from '@tanstack/react-query';
import { staffRecentScans } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/staff/checkin/recent: today's last 30 check-ins of every desk, newest
 * first. The door asks again every 15 s and after each check-in or undo here.
 */
export function getRecentScans(signal?: AbortSignal) {
  return api.call(staffRecentScans, {}, { signal });
}

export const recentScansQueryKey = ['door', 'recent'] as const;

export function useRecentScans() {
  return useQuery({
    queryKey: recentScansQueryKey,
    queryFn: ({ signal }) => getRecentScans(signal),
    refetchInterval: 15_000,
  });
}

import { staffDoorIntegrity } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';
import { DASHBOARD_REFRESH_MS, liveRead } from './get-dashboard';

export const doorIntegrityKey = ['staff', 'door', 'integrity'] as const;

/**
 * POST /api/staff/door/integrity (any staff role, decision 070): today's check-ins by how the
 * pass was shown, the offline scans and the conflicts, asked again with the day's counts.
 */
export function useDoorIntegrity() {
  return useStaffRead(
    doorIntegrityKey,
    staffDoorIntegrity,
    undefined,
    liveRead(DASHBOARD_REFRESH_MS),
  );
}

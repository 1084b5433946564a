import { staffDoorSync } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { recentScansQueryKey } from './get-recent-scans';

/**
 * POST /api/staff/door/sync (decision 070): the scans this door admitted offline, in scan order,
 * each once by its nonce. Sent as soon as the network is back (`networkMode: 'always'`: the
 * door decides when it is online, not TanStack's guess); the desks' recent scans include them
 * then.
 */
export function useDoorSync() {
  return useStaffWrite(staffDoorSync, [recentScansQueryKey], {
    networkMode: 'always',
    timeoutMs: 20_000,
  });
}

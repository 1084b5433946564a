import { staffInstanceCancel } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/instances/cancel (EDITOR): without `confirm`, an instance with bookings
 * is refused (409 INSTANCE_HAS_ENTRIES, its message counting them); with it, they are cancelled.
 */
export function useCancelInstance() {
  return useStaffWrite(staffInstanceCancel, [programsQueryKey]);
}

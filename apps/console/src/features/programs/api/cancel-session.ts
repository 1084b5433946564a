import { staffSessionCancel } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/sessions/cancel (EDITOR): without `confirm`, a session with bookings
 * is refused (409 SESSION_HAS_ENTRIES, its message counting them); with it, they are cancelled.
 */
export function useCancelSession() {
  return useStaffWrite(staffSessionCancel, [programsQueryKey]);
}

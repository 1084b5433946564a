import { staffSessionSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/sessions/save (EDITOR): adds a session, or edits one. 409
 * SEATS_BELOW_BOOKED when the capacity would fall below the booked seats.
 */
export function useSaveSession() {
  return useStaffWrite(staffSessionSave, [programsQueryKey]);
}

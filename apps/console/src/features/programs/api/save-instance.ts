import { staffInstanceSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/instances/save (EDITOR): adds an instance, or edits one. 409
 * SEATS_BELOW_BOOKED when the capacity would fall below the booked seats.
 */
export function useSaveInstance() {
  return useStaffWrite(staffInstanceSave, [programsQueryKey]);
}

import { staffFloorSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { floorsQueryKey } from './get-floors';

/** POST /api/staff/floors/save (EDITOR): creates a floor without an id, updates one with it. */
export function useSaveFloor() {
  return useStaffWrite(staffFloorSave, [floorsQueryKey]);
}

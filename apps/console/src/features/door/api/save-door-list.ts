import { staffDoorListSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { doorListsKey } from './get-door-lists';

/** POST /api/staff/door-lists/save (EDITOR): creates or replaces a list; audited. */
export function useSaveDoorList() {
  return useStaffWrite(staffDoorListSave, [doorListsKey]);
}

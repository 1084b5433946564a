import { staffDoorListList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const doorListsKey = ['staff', 'door-lists'] as const;

/** POST /api/staff/door-lists/list (any operator): the named check-in lists. */
export function useDoorLists() {
  return useStaffRead(doorListsKey, staffDoorListList, undefined);
}

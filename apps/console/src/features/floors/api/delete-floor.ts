import { staffFloorDelete } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { floorsQueryKey } from './get-floors';

/** POST /api/staff/floors/delete (EDITOR): refused (409) while zones, hotspots or stops use it. */
export function useDeleteFloor() {
  return useStaffWrite(staffFloorDelete, [floorsQueryKey], {
    body: (floorIdx: number) => ({ floorIdx }),
  });
}

import { staffFloorList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const floorsQueryKey = ['staff', 'floors'] as const;

/** POST /api/staff/floors (EDITOR): every floor in display order, with its plan and counts. */
export function useFloors() {
  return useStaffRead(floorsQueryKey, staffFloorList);
}

import { staffFloorPlanSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { floorsQueryKey } from '../../floors/api/get-floors';

/** POST /api/staff/floors/plan/save (EDITOR): a floor's plan image and its size, or null. */
export function useSaveFloorPlan() {
  return useStaffWrite(staffFloorPlanSave, [floorsQueryKey]);
}

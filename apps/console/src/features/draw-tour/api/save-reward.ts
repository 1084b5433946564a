import { staffRewardSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { seasonsKey } from './get-seasons';

/** POST /api/staff/frequency/rewards/save (EDITOR): the stock never below the handouts. */
export function useSaveReward() {
  return useStaffWrite(staffRewardSave, [seasonsKey]);
}

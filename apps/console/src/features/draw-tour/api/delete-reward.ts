import { staffRewardDelete } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { seasonsKey } from './get-seasons';

/** POST /api/staff/frequency/rewards/delete (EDITOR): refused once it was handed out. */
export function useDeleteReward() {
  return useStaffWrite(staffRewardDelete, [seasonsKey]);
}

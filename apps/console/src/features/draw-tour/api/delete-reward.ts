import type { staffRewardDeleteResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { seasonsKey } from './get-seasons';

/** POST /api/staff/frequency/rewards/delete (EDITOR): refused once it was handed out. */
export function useDeleteReward() {
  return useStaffWrite<typeof staffRewardDeleteResponse, { rewardIdx: number }>(
    '/api/staff/frequency/rewards/delete',
    [seasonsKey, auditLogKey],
  );
}

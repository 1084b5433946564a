import type { staffRewardDeleteResponse } from '@venue/contract';
import { useStaffWrite } from '../../../lib/staff-query';
import { auditLogKey } from '../../audit/api/get-audit-log';
import { seasonsKey } from './get-seasons';

/** POST /api/staff/frequency/rewards/delete (EDITOR): refused once it was handed out. */
export function useDeleteReward() {
  return useStaffWrite<typeof staffRewardDeleteResponse, { rewardIdx: number }>(
    '/api/staff/frequency/rewards/delete',
    [seasonsKey, auditLogKey],
  );
}

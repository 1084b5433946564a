import type { StaffRewardSaveBody, staffRewardSaveResponse } from '@venue/contract';
import { useStaffWrite } from '../../../lib/staff-query';
import { auditLogKey } from '../../audit/api/get-audit-log';
import { seasonsKey } from './get-seasons';

/** POST /api/staff/frequency/rewards/save (EDITOR): the stock never below the handouts. */
export function useSaveReward() {
  return useStaffWrite<typeof staffRewardSaveResponse, StaffRewardSaveBody>(
    '/api/staff/frequency/rewards/save',
    [seasonsKey, auditLogKey],
  );
}

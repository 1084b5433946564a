import type { staffVipKeyRevokeResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { vipKeysKey } from './get-vip-keys';

/** POST /api/staff/vip-keys/revoke (ADMIN): the key logs nobody in from now on. */
export function useRevokeVipKey() {
  return useStaffWrite<typeof staffVipKeyRevokeResponse, { vipKeyIdx: number }>(
    '/api/staff/vip-keys/revoke',
    [vipKeysKey, auditLogKey],
  );
}

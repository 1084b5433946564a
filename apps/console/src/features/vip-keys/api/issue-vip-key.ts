import type { StaffVipKeyIssueBody, staffVipKeyIssueResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { vipKeysKey } from './get-vip-keys';

/** POST /api/staff/vip-keys/issue (ADMIN): the digits come back once, in this answer. */
export function useIssueVipKey() {
  return useStaffWrite<typeof staffVipKeyIssueResponse, StaffVipKeyIssueBody>(
    '/api/staff/vip-keys/issue',
    [vipKeysKey, auditLogKey],
  );
}

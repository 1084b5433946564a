import type { StaffAuditListBody } from '@venue/contract';
import { staffAuditList } from '@venue/contract/endpoints';
import { auditLogKey } from '../../../lib/query-client';
import { listRead, useStaffRead } from '../../../lib/staff-query';

/** POST /api/staff/audit/list (ADMIN, decision 029): newest first, 50 a page, every filter optional. */
export function useAuditLog(filter: StaffAuditListBody) {
  return useStaffRead(auditLogKey, staffAuditList, filter, listRead);
}

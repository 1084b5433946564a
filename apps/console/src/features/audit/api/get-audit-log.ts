import type { StaffAuditListBody, staffAuditListResponse } from '@venue/contract';
import { auditLogKey, useStaffRead } from '../../../lib/staff-query';

/** POST /api/staff/audit/list (ADMIN, decision 029): newest first, 50 a page, every filter optional. */
export function useAuditLog(filter: StaffAuditListBody) {
  return useStaffRead<typeof staffAuditListResponse>(auditLogKey, '/api/staff/audit/list', filter);
}

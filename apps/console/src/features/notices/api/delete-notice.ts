import type { staffNoticeDeleteResponse } from '@venue/contract';
import { useStaffWrite } from '../../../lib/staff-query';
import { auditLogKey } from '../../audit/api/get-audit-log';
import { noticesKey } from './get-notices';

/** POST /api/staff/notices/delete (EDITOR). */
export function useDeleteNotice() {
  return useStaffWrite<typeof staffNoticeDeleteResponse, { noticeIdx: number }>(
    '/api/staff/notices/delete',
    [noticesKey, auditLogKey],
  );
}

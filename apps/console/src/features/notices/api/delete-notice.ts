import type { staffNoticeDeleteResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { noticesKey } from './get-notices';

/** POST /api/staff/notices/delete (EDITOR). */
export function useDeleteNotice() {
  return useStaffWrite<typeof staffNoticeDeleteResponse, { noticeIdx: number }>(
    '/api/staff/notices/delete',
    [noticesKey, auditLogKey],
  );
}

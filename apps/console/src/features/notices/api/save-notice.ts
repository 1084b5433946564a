import type { StaffNoticeSaveBody, staffNoticeSaveResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { noticesKey } from './get-notices';

/** POST /api/staff/notices/save (EDITOR): without noticeIdx a new notice, with it an update. */
export function useSaveNotice() {
  return useStaffWrite<typeof staffNoticeSaveResponse, StaffNoticeSaveBody>(
    '/api/staff/notices/save',
    [noticesKey, auditLogKey],
  );
}

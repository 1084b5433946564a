import { staffNoticeSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { noticesKey } from './get-notices';

/** POST /api/staff/notices/save (EDITOR): without noticeIdx a new notice, with it an update. */
export function useSaveNotice() {
  return useStaffWrite(staffNoticeSave, [noticesKey]);
}

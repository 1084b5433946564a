import { staffNoticeDelete } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { noticesKey } from './get-notices';

/** POST /api/staff/notices/delete (EDITOR). */
export function useDeleteNotice() {
  return useStaffWrite(staffNoticeDelete, [noticesKey]);
}

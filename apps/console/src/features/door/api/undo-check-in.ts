import { staffCheckInUndo } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { recentScansQueryKey } from './get-recent-scans';

/**
 * POST /api/staff/checkin/undo (audited): a check-in made by mistake goes, with the
 * member's counts and the booking it marked 참여완료; 404 CHECKIN_NOT_FOUND if already undone.
 */
export function useUndoCheckIn() {
  return useStaffWrite(staffCheckInUndo, [recentScansQueryKey], { evenOnError: true });
}

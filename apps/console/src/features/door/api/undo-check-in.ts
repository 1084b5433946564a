import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCheckInUndo } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { recentScansQueryKey } from './get-recent-scans';

/**
 * POST /api/staff/checkin/undo (audited): a check-in made by mistake goes, with the
 * member's counts and the booking it marked 참여완료; 404 CHECKIN_NOT_FOUND if already undone.
 */
export function undoCheckIn(body: { checkInIdx: number }) {
  return api.call(staffCheckInUndo, body);
}

export function useUndoCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoCheckIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentScansQueryKey }),
  });
}

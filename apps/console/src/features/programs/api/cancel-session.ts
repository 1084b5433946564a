import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffSessionCancel } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/sessions/cancel (EDITOR): without `confirm`, a session with bookings
 * is refused (409 SESSION_HAS_ENTRIES, its message counting them); with it, they are cancelled.
 */
export function cancelSession(body: { programInstanceIdx: number; confirm: boolean }) {
  return api.call(staffSessionCancel, body);
}

export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  });
}

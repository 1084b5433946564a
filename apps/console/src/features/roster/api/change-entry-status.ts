import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffEntryStatusBody } from '@venue/contract';
import { staffEntryStatus } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { rosterQueryKey } from './get-roster';

/**
 * POST /api/staff/entries/status (STAFF+, audited): CANCEL with a reason (the seats go
 * back at once; the member's history shows the reason), DONE or NOSHOW by hand. A status that
 * does not allow it is 409 ENTRY_STATUS_CONFLICT with the server's words.
 */
export function changeEntryStatus(body: StaffEntryStatusBody) {
  return api.call(staffEntryStatus, body);
}

export function useChangeEntryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEntryStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rosterQueryKey }),
  });
}

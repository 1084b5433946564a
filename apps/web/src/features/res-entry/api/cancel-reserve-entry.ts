import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reserveEntryCancel } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { reserveEntriesKey } from './get-reserve-entries';

/**
 * POST /api/reserveentry/cancel {reserveEntryIdx} (designed): the member cancels a
 * reservation before it starts; the server frees the seat and answers the entry, now CANCEL. A
 * refusal (already started, already cancelled …) alerts with the server's Korean message.
 */
export function cancelReserveEntry(reserveEntryIdx: number) {
  return api.call(reserveEntryCancel, { reserveEntryIdx });
}

/** After a cancel, every entry query (the list and each detail) is fetched again. */
export function useCancelReserveEntry({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReserveEntry,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reserveEntriesKey });
      onSuccess?.();
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { waitlistAccept, waitlistDecline, waitlistLeave } from '@venue/contract/endpoints';
import { type ApiRequestError, api } from '../../../lib/api-client';
import { waitlistKey } from './get-waitlist';

/**
 * An offer that is gone by the time the member answers it: its deadline passed and the seats
 * went on (WAITLIST_OFFER_EXPIRED), or there is no open offer (WAITLIST_NOT_OFFERED). The page
 * says so in place, without the global alert; other refusals alert with the server's sentence.
 */
export const OFFER_GONE_CODES: ReadonlySet<string> = new Set([
  'WAITLIST_OFFER_EXPIRED',
  'WAITLIST_NOT_OFFERED',
]);

const alertUnlessGone = (error: ApiRequestError) => !OFFER_GONE_CODES.has(error.errorCode);

/**
 * POST /api/waitlist/accept {waitlistIdx}: books the held seats; answers the booking. Every
 * member query is fetched again after it (the history, the program's button, the greeting).
 */
export function useAcceptOffer({
  onSuccess,
  onError,
}: {
  onSuccess: (reserveEntryIdx: number) => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitlistIdx: number) =>
      api.call(waitlistAccept, { waitlistIdx }, { alert: alertUnlessGone }),
    onSuccess: async ({ reserveEntryIdx }) => {
      await queryClient.invalidateQueries();
      onSuccess(reserveEntryIdx);
    },
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: waitlistKey });
      onError?.(error);
    },
  });
}

/** POST /api/waitlist/decline {waitlistIdx}: gives the held seats on to the next member. */
export function useDeclineOffer({
  onSuccess,
  onError,
}: {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitlistIdx: number) =>
      api.call(waitlistDecline, { waitlistIdx }, { alert: alertUnlessGone }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: waitlistKey });
      onSuccess?.();
    },
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: waitlistKey });
      onError?.(error);
    },
  });
}

/** POST /api/waitlist/leave {waitlistIdx}: 대기 취소 (twice, or after the line ended: no change). */
export function useLeaveWaitlist({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitlistIdx: number) => api.call(waitlistLeave, { waitlistIdx }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: waitlistKey });
      onSuccess?.();
    },
  });
}

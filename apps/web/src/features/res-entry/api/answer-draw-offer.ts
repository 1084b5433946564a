import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReserveEntryDetailWithCalendar } from '@venue/contract';
import { drawOfferAccept, drawOfferDecline } from '@venue/contract/endpoints';
import { type ApiRequestError, api, isApiRequestError } from '../../../lib/api-client';
import { reserveEntriesKey } from './get-reserve-entries';

/**
 * A 당첨 기회 that is gone by the time the member answers it: its window passed and it went to
 * the next candidate (DRAW_OFFER_EXPIRED), or there is no open offer (DRAW_OFFER_NOT_OPEN). The
 * page says so in place with the server's sentence, without the global alert, as the waiting
 * list's offer page does; other refusals alert with the server's sentence.
 */
export const DRAW_OFFER_GONE_CODES: ReadonlySet<string> = new Set([
  'DRAW_OFFER_EXPIRED',
  'DRAW_OFFER_NOT_OPEN',
]);

/** The refusal of an answer to an offer that is gone, or null for any other failure. */
export function drawOfferGone(error: unknown): ApiRequestError | null {
  return isApiRequestError(error) && DRAW_OFFER_GONE_CODES.has(error.errorCode) ? error : null;
}

const alertUnlessGone = (error: ApiRequestError) => !DRAW_OFFER_GONE_CODES.has(error.errorCode);

/** Every detail query of this entry, whichever route (with or without the type) asked. */
const entryDetailKey = (reserveEntryIdx: number) =>
  [...reserveEntriesKey, 'detail', reserveEntryIdx] as const;

function setEntry(
  queryClient: QueryClient,
  reserveEntryIdx: number,
  update: (entry: ReserveEntryDetailWithCalendar) => ReserveEntryDetailWithCalendar,
) {
  queryClient.setQueriesData<ReserveEntryDetailWithCalendar>(
    { queryKey: entryDetailKey(reserveEntryIdx) },
    (entry) => (entry ? update(entry) : entry),
  );
}

/**
 * POST /api/draws/offer/accept {reserveEntryIdx}: the member takes the cancelled
 * win; the answer is the entry, now WIN with its calendar links, shown at once. Every member
 * query is then fetched again (the history, the home's greeting), as after a waiting list's
 * accept.
 */
export function useAcceptDrawOffer({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reserveEntryIdx: number) =>
      api.call(drawOfferAccept, { reserveEntryIdx }, { alert: alertUnlessGone }),
    onSuccess: async (entry, reserveEntryIdx) => {
      setEntry(queryClient, reserveEntryIdx, () => entry);
      onSuccess();
      await queryClient.invalidateQueries();
    },
    onError: async (error) => {
      onError?.(error);
      await queryClient.invalidateQueries({ queryKey: reserveEntriesKey });
    },
  });
}

/**
 * POST /api/draws/offer/decline {reserveEntryIdx}: the member gives the chance on to the next
 * candidate (the entry stays 미당첨). The answer is empty: the entry reads DECLINED at once, and
 * the entries are fetched again.
 */
export function useDeclineDrawOffer({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reserveEntryIdx: number) =>
      api.call(drawOfferDecline, { reserveEntryIdx }, { alert: alertUnlessGone }),
    onSuccess: async (_data, reserveEntryIdx) => {
      setEntry(queryClient, reserveEntryIdx, (entry) =>
        entry.drawOffer
          ? { ...entry, drawOffer: { ...entry.drawOffer, state: 'DECLINED' } }
          : entry,
      );
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: reserveEntriesKey });
    },
    onError: async (error) => {
      onError?.(error);
      await queryClient.invalidateQueries({ queryKey: reserveEntriesKey });
    },
  });
}

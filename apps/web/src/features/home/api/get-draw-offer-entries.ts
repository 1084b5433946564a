import { queryOptions, useQuery } from '@tanstack/react-query';
import { reserveEntryList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session-store';

/**
 * GET /api/reserveentry/list (spec 001 §7): the member's entries, for the greeting's 당첨 기회
 * (an entry whose `drawOffer` is OFFERED). Under the entries' key
 * (`['reserveEntries']`), so answering the offer on the history's pages refreshes the greeting
 * too. A failure is not alerted: the home then greets without the offer.
 */
export async function getDrawOfferEntries(signal?: AbortSignal) {
  const data = await api.call(reserveEntryList, undefined, { signal, alert: false });
  return data.data;
}

export const drawOfferEntriesQueryOptions = () =>
  queryOptions({
    queryKey: ['reserveEntries', 'home'],
    queryFn: ({ signal }) => getDrawOfferEntries(signal),
    // An offer comes and goes while the page is away: asked on each visit of the home.
    staleTime: 0,
  });

/** The member's entries; idle for guests. */
export function useDrawOfferEntries() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...drawOfferEntriesQueryOptions(), enabled: loggedIn });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { waitlistList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session-store';

/**
 * POST /api/waitlist/list {active: true} (decision 063): the member's places still in line, for
 * the greeting's 예약 제안. Under the waiting list's key (`['waitlist']`), so an
 * accept, a decline or a leave on the waiting list's pages refreshes the greeting too. A failure
 * is not alerted: the home then greets without the offer.
 */
export function getWaitlistOffers(signal?: AbortSignal) {
  return api.call(waitlistList, { active: true }, { signal, alert: false });
}

export const waitlistOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['waitlist', 'active'],
    queryFn: ({ signal }) => getWaitlistOffers(signal),
    // An offer comes and goes while the page is away: asked on each visit of the home.
    staleTime: 0,
  });

/** The member's active places; idle for guests. */
export function useWaitlistOffers() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...waitlistOffersQueryOptions(), enabled: loggedIn });
}

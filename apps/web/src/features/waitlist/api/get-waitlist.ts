import { queryOptions, useQuery } from '@tanstack/react-query';
import { waitlistList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** Every query of the member's waiting lists starts with this key. */
export const waitlistKey = ['waitlist'] as const;

/**
 * POST /api/waitlist/list {} (decision 063): every place of the member, newest first, WAITING and
 * OFFERED with the ended ones, and how many lines a member may wait in at once (`limit`). A
 * failure does not alert: the pages show it with 다시 불러오기.
 */
export function getWaitlist(signal?: AbortSignal) {
  return api.call(waitlistList, {}, { signal, alert: false });
}

export const waitlistQueryOptions = () =>
  queryOptions({
    queryKey: [...waitlistKey, 'list'],
    queryFn: ({ signal }) => getWaitlist(signal),
    // Places move while the page is away (an offer comes, a deadline passes): asked on each visit.
    staleTime: 0,
  });

export function useWaitlist(enabled = true) {
  return useQuery({ ...waitlistQueryOptions(), enabled });
}

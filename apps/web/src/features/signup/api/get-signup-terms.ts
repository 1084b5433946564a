import { queryOptions, useQuery } from '@tanstack/react-query';
import { termsList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/terms/list (spec 000 §7) for /tos. Spec 000 §3 "Terms loaded once": the key and the
 * body are the footer's (features/shell), so both read one cache entry and a visitor who opened
 * the footer terms does not load them again. §8 ignores terms failures: the page says so itself.
 */
export function getSignupTerms(signal?: AbortSignal) {
  return api.call(termsList, {}, { signal, alert: false });
}

export const signupTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['terms'],
    queryFn: ({ signal }) => getSignupTerms(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSignupTerms() {
  return useQuery(signupTermsQueryOptions());
}

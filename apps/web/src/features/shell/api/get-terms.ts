import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Terms } from '@venue/contract';
import { termsList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/terms/list: every displayed term, required first. Spec 000 §3 "Terms loaded once";
 * §8: failures are silently ignored (the dialog says it could not load instead).
 */
export function getTerms(signal?: AbortSignal) {
  return api.call(termsList, {}, { signal, alert: false });
}

export const termsQueryOptions = () =>
  queryOptions({
    queryKey: ['terms'],
    queryFn: ({ signal }) => getTerms(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTerms() {
  return useQuery(termsQueryOptions());
}

/** What the footer's 이용약관 opens; the privacy policy has its own page, /privacy. */
export type TermsKind = 'first';

/** Which term a footer link opens: 이용약관 shows the first loaded term (spec 000 §2 Footer). */
export function pickTerm(terms: readonly Terms[], _kind: TermsKind): Terms | undefined {
  return terms[0];
}

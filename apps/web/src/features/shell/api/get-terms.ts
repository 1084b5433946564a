import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Terms, termsListResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/terms/list: every displayed term, required first. Spec 000 §3 "Terms loaded once";
 * §8: failures are silently ignored (the dialog says it could not load instead).
 */
export function getTerms(signal?: AbortSignal) {
  return api.post<typeof termsListResponse>('/api/terms/list', { body: {}, signal, alert: false });
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

export type TermsKind = 'first' | 'privacy';

/**
 * Which term a footer link opens: 이용약관 shows the first loaded term (spec 000 §2 Footer);
 * 개인정보처리방침 shows the personal-information term (TOS002, else the first term whose name
 * mentions 개인정보).
 */
export function pickTerm(terms: readonly Terms[], kind: TermsKind): Terms | undefined {
  if (kind === 'first') return terms[0];
  return (
    terms.find((t) => t.termsCode === 'TOS002') ??
    terms.find((t) => t.termsName.includes('개인정보'))
  );
}

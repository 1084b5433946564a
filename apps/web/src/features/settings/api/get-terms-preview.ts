import { queryOptions, useQuery } from '@tanstack/react-query';
import { termsList, termsPreview } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/terms/preview {termsIdx} (spec 001 §7) for /terms/preview/{id}. The page shows the
 * spec's texts itself (약관 조회에 실패했습니다. / 약관 데이터가 없습니다.), so no global alert.
 */
export const termsPreviewQueryOptions = (termsIdx: number) =>
  queryOptions({
    queryKey: ['terms', 'preview', termsIdx],
    queryFn: ({ signal }) => api.call(termsPreview, { termsIdx }, { signal, alert: false }),
    retry: false,
  });

export function useTermsPreview(termsIdx: number | null) {
  return useQuery({ ...termsPreviewQueryOptions(termsIdx ?? 0), enabled: termsIdx !== null });
}

/** The current TOS004–TOS006 terms, so each consent toggle can link to its text. */
export function useConsentTerms() {
  return useQuery({
    queryKey: ['terms', 'list', 'TOS004,TOS005,TOS006'],
    queryFn: ({ signal }) =>
      api.call(
        termsList,
        { termsCodeList: ['TOS004', 'TOS005', 'TOS006'] },
        { signal, alert: false },
      ),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqDetail } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** POST /api/faq/detail {faqsIdx}; a 404 shows the page's not-found state, not an alert. */
export function getFaq(faqsIdx: number, signal?: AbortSignal) {
  return api.call(faqDetail, { faqsIdx }, { signal, alert: (error) => error.resultCode !== 404 });
}

export const faqQueryOptions = (faqsIdx: number) =>
  queryOptions({
    queryKey: ['faq', 'detail', faqsIdx],
    queryFn: ({ signal }) => getFaq(faqsIdx, signal),
  });

export function useFaq(faqsIdx: number | null) {
  return useQuery({ ...faqQueryOptions(faqsIdx ?? 0), enabled: faqsIdx !== null });
}

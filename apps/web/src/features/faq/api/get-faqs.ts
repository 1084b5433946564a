import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { faqList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** POST /api/faq/list with an optional category; null means 전체. */
export function getFaqs(category: number | null, signal?: AbortSignal) {
  return api.call(faqList, category === null ? {} : { faqsCategoryIdx: category }, { signal });
}

export const faqsQueryOptions = (category: number | null) =>
  queryOptions({
    queryKey: ['faq', 'list', { category }],
    queryFn: ({ signal }) => getFaqs(category, signal),
  });

export function useFaqs(category: number | null) {
  // Keep the previous category's answers on screen while the next one loads: no layout jump.
  return useQuery({ ...faqsQueryOptions(category), placeholderData: keepPreviousData });
}

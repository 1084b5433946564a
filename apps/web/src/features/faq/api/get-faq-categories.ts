import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqCategoryList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** POST /api/faq/categorylist (spec 001 §7). */
export function getFaqCategories(signal?: AbortSignal) {
  return api.call(faqCategoryList, {}, { signal });
}

export const faqCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['faq', 'categories'],
    queryFn: ({ signal }) => getFaqCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useFaqCategories() {
  return useQuery(faqCategoriesQueryOptions());
}

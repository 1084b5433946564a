import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCategoryList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const categoriesQueryKey = ['staff', 'program-categories'] as const;

/**
 * POST /api/staff/programs/categories/list (EDITOR): every category in the order visitors get,
 * with its order number and how many programs (drafts too) are filed under it.
 */
export function getCategories(signal?: AbortSignal) {
  return api.call(staffCategoryList, {}, { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

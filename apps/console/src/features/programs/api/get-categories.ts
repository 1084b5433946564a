import { queryOptions, useQuery } from '@tanstack/react-query';
import type { programCategoryListResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

export const categoriesQueryKey = ['staff', 'program-categories'] as const;

/**
 * POST /api/program/category/list: the categories in their order (the visitor call; the console
 * has none of its own, and this one answers every category).
 */
export function getCategories(signal?: AbortSignal) {
  return api.post<typeof programCategoryListResponse>('/api/program/category/list', { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

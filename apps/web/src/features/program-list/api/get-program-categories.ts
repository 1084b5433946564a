import { queryOptions, useQuery } from '@tanstack/react-query';
import { programCategoryList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/program/category/list (spec 001 §7; payload not shown, an empty body): the choices
 * of the program list's category sheet. A failure alerts like the program list itself; the sheet
 * then has nothing to choose and the list stays on every category.
 */
export function getProgramCategories(signal?: AbortSignal) {
  return api.call(programCategoryList, {}, { signal });
}

export const programCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['programs', 'categories'],
    queryFn: ({ signal }) => getProgramCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useProgramCategories() {
  return useQuery(programCategoriesQueryOptions());
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffCategorySaveAllBody } from '@venue/contract';
import { staffCategorySaveAll } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { categoriesQueryKey } from './get-categories';

export type CategoriesSaveBody = z.input<typeof staffCategorySaveAllBody>;

/**
 * POST /api/staff/programs/categories/save-all (EDITOR): the list as the page shows it, in one
 * transaction — new rows created, names and order saved, saved rows left out deleted (409 while
 * programs are filed under one). Answers the saved list.
 */
export function saveCategories(body: CategoriesSaveBody) {
  return api.call(staffCategorySaveAll, body);
}

export function useSaveCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategories,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}

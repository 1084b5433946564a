import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffCategorySaveBody, staffCategorySaveResponse } from '@venue/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { categoriesQueryKey } from './get-categories';

export type CategorySaveBody = z.input<typeof staffCategorySaveBody>;

/** POST /api/staff/programs/categories/save (EDITOR): no id creates. */
export function saveCategory(body: CategorySaveBody) {
  return api.post<typeof staffCategorySaveResponse>('/api/staff/programs/categories/save', {
    body,
  });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}

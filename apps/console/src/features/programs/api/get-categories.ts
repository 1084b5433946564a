import { staffCategoryList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const categoriesQueryKey = ['staff', 'program-categories'] as const;

/**
 * POST /api/staff/programs/categories/list (EDITOR): every category in the order visitors get,
 * with its order number and how many programs (drafts too) are filed under it.
 */
export function useCategories() {
  return useStaffRead(categoriesQueryKey, staffCategoryList);
}

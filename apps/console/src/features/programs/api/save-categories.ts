import { staffCategorySaveAll } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { categoriesQueryKey } from './get-categories';

/**
 * POST /api/staff/programs/categories/save-all (EDITOR): the list as the page shows it, in one
 * transaction — new rows created, names and order saved, saved rows left out deleted (409 while
 * programs are filed under one). Answers the saved list.
 */
export function useSaveCategories() {
  return useStaffWrite(staffCategorySaveAll, [categoriesQueryKey]);
}

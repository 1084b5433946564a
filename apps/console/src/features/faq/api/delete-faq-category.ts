import { staffFaqCategoryDelete } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { faqKey } from './get-faq';

/** POST /api/staff/faq/categories/delete (EDITOR): refused (409) while it holds questions. */
export function useDeleteFaqCategory() {
  return useStaffWrite(staffFaqCategoryDelete, [faqKey]);
}

import { staffFaqCategorySave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { faqKey } from './get-faq';

/** POST /api/staff/faq/categories/save (EDITOR): a category's name and order. */
export function useSaveFaqCategory() {
  return useStaffWrite(staffFaqCategorySave, [faqKey]);
}

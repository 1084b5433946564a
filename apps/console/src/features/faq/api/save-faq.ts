import { staffFaqSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { faqKey } from './get-faq';

/** POST /api/staff/faq/save (EDITOR): a question and its answer; without faqsIdx a new one. */
export function useSaveFaq() {
  return useStaffWrite(staffFaqSave, [faqKey]);
}

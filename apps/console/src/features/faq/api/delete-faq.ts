import { staffFaqDelete } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { faqKey } from './get-faq';

/** POST /api/staff/faq/delete (EDITOR). */
export function useDeleteFaq() {
  return useStaffWrite(staffFaqDelete, [faqKey]);
}

import { staffFaqList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

export const faqKey = ['staff', 'faq'] as const;

/** POST /api/staff/faq/list (EDITOR): the categories (with their counts) and every FAQ, hidden too. */
export function useStaffFaq() {
  return useStaffRead(faqKey, staffFaqList, undefined, listRead);
}

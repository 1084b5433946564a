import type { staffFaqCategoryDeleteResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { faqKey } from './get-faq';

/** POST /api/staff/faq/categories/delete (EDITOR): refused (409) while it holds questions. */
export function useDeleteFaqCategory() {
  return useStaffWrite<typeof staffFaqCategoryDeleteResponse, { faqsCategoryIdx: number }>(
    '/api/staff/faq/categories/delete',
    [faqKey, auditLogKey],
  );
}

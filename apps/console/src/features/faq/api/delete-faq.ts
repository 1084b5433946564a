import type { staffFaqDeleteResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { faqKey } from './get-faq';

/** POST /api/staff/faq/delete (EDITOR). */
export function useDeleteFaq() {
  return useStaffWrite<typeof staffFaqDeleteResponse, { faqsIdx: number }>(
    '/api/staff/faq/delete',
    [faqKey, auditLogKey],
  );
}

import type { staffFaqDeleteResponse } from '@venue/contract';
import { useStaffWrite } from '../../../lib/staff-query';
import { auditLogKey } from '../../audit/api/get-audit-log';
import { faqKey } from './get-faq';

/** POST /api/staff/faq/delete (EDITOR). */
export function useDeleteFaq() {
  return useStaffWrite<typeof staffFaqDeleteResponse, { faqsIdx: number }>(
    '/api/staff/faq/delete',
    [faqKey, auditLogKey],
  );
}

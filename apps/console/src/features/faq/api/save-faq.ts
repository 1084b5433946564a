import type { StaffFaqSaveBody, staffFaqSaveResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { faqKey } from './get-faq';

/** POST /api/staff/faq/save (EDITOR): a question and its answer; without faqsIdx a new one. */
export function useSaveFaq() {
  return useStaffWrite<typeof staffFaqSaveResponse, StaffFaqSaveBody>('/api/staff/faq/save', [
    faqKey,
    auditLogKey,
  ]);
}

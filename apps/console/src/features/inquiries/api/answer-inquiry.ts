import { staffInquiryAnswer } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { staffInquiriesKey } from './get-staff-inquiries';
import { staffInquiryKey } from './get-staff-inquiry';

/**
 * POST /api/staff/inquiries/answer: sets or edits the answer (the inquiry becomes 답변완료).
 * Refusals show on the answer form, never as an alert.
 */
export function useAnswerInquiry() {
  return useStaffWrite(staffInquiryAnswer, [[...staffInquiriesKey, 'list']], {
    answerTo: (detail) => staffInquiryKey(detail.inquiryIdx),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInquiryAnswerBody } from '@venue/contract';
import { staffInquiryAnswer } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { staffInquiriesKey } from './get-staff-inquiries';

/**
 * POST /api/staff/inquiries/answer: sets or edits the answer (the inquiry becomes 답변완료).
 * Refusals show on the answer form, never as an alert.
 */
export function answerInquiry(body: StaffInquiryAnswerBody) {
  return api.call(staffInquiryAnswer, body);
}

export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInquiry,
    onSuccess: (detail) => {
      queryClient.setQueryData([...staffInquiriesKey, 'detail', detail.inquiryIdx], detail);
      return queryClient.invalidateQueries({ queryKey: [...staffInquiriesKey, 'list'] });
    },
  });
}

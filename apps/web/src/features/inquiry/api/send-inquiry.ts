import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InquiryCategory } from '@venue/contract';
import { inquiryInsert } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { inquiriesKey } from './get-inquiries';

export interface InquiryDraft {
  category: InquiryCategory | '';
  title: string;
  content: string;
  privacyAgreed: boolean;
  photos: File[];
}

/**
 * POST /api/inquiry/insert (decision 018): one multipart request with the text fields and the
 * photos. Field problems (VALIDATION_FAILED, with `fields`) are shown on the form next to their
 * fields, never as an alert; every other failure alerts with the server's message.
 */
export function sendInquiry(draft: InquiryDraft) {
  const form = new FormData();
  form.append('category', draft.category);
  form.append('title', draft.title);
  form.append('content', draft.content);
  form.append('privacyAgreeYn', draft.privacyAgreed ? 'Y' : 'N');
  for (const photo of draft.photos) form.append('photos', photo, photo.name);
  return api.call(inquiryInsert, form, {
    alert: (error) => error.errorCode !== 'VALIDATION_FAILED',
    // Three 5 MB photos on a slow phone connection take longer than the usual 10 s.
    timeoutMs: 60_000,
  });
}

export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesKey }),
  });
}

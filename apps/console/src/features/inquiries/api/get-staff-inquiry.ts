import { staffInquiryDetail } from '@venue/contract/endpoints';
import { readKey, useStaffRead } from '../../../lib/staff-query';
import { staffInquiriesKey } from './get-staff-inquiries';

const inquiryKey = [...staffInquiriesKey, 'detail'];

/** One inquiry's read, which its answer replaces (answer-inquiry.ts). */
export const staffInquiryKey = (inquiryIdx: number) => readKey(inquiryKey, { inquiryIdx });

/** POST /api/staff/inquiries/detail: the inquiry, its photos' descriptions and the answer. */
export function useStaffInquiry(inquiryIdx: number) {
  return useStaffRead(inquiryKey, staffInquiryDetail, { inquiryIdx }, { staleTime: 0 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffInquiryDetail } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { staffInquiriesKey } from './get-staff-inquiries';

/** POST /api/staff/inquiries/detail: the inquiry, its photos' descriptions and the answer. */
export function getStaffInquiry(inquiryIdx: number, signal?: AbortSignal) {
  return api.call(staffInquiryDetail, { inquiryIdx }, { signal });
}

export const staffInquiryQueryOptions = (inquiryIdx: number) =>
  queryOptions({
    queryKey: [...staffInquiriesKey, 'detail', inquiryIdx],
    queryFn: ({ signal }) => getStaffInquiry(inquiryIdx, signal),
    staleTime: 0,
    retry: false,
  });

export function useStaffInquiry(inquiryIdx: number) {
  return useQuery(staffInquiryQueryOptions(inquiryIdx));
}

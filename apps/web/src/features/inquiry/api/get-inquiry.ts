import { queryOptions, useQuery } from '@tanstack/react-query';
import { inquiryDetail } from '@venue/contract/endpoints';
import { api, isApiRequestError } from '../../../lib/api-client';
import { inquiriesKey } from './get-inquiries';

/**
 * POST /api/inquiry/detail: one of the member's own inquiries. 404 (none, or another member's)
 * is shown by the page as its not-found state rather than alerted.
 */
export function getInquiry(inquiryIdx: number, signal?: AbortSignal) {
  return api.call(
    inquiryDetail,
    { inquiryIdx },
    { signal, alert: (error) => error.resultCode !== 404 },
  );
}

export const inquiryQueryOptions = (inquiryIdx: number) =>
  queryOptions({
    queryKey: [...inquiriesKey, 'detail', inquiryIdx],
    queryFn: ({ signal }) => getInquiry(inquiryIdx, signal),
    staleTime: 0,
    retry: (count, error) => !(isApiRequestError(error) && error.resultCode < 500) && count < 2,
  });

export function useInquiry(inquiryIdx: number) {
  return useQuery(inquiryQueryOptions(inquiryIdx));
}

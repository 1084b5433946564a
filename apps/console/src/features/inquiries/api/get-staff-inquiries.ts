import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryStatus } from '@venue/contract/domain';
import { staffInquiryList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const staffInquiriesKey = ['staff', 'inquiries'] as const;

/** POST /api/staff/inquiries (decision 018): waiting first, oldest first; no status = all. */
export function getStaffInquiries(
  filter: { status: InquiryStatus | undefined; page: number },
  signal?: AbortSignal,
) {
  return api.call(staffInquiryList, filter.status ? filter : { page: filter.page }, { signal });
}

export const staffInquiriesQueryOptions = (filter: {
  status: InquiryStatus | undefined;
  page: number;
}) =>
  queryOptions({
    queryKey: [...staffInquiriesKey, 'list', filter.status ?? 'ALL', filter.page],
    queryFn: ({ signal }) => getStaffInquiries(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useStaffInquiries(filter: { status: InquiryStatus | undefined; page: number }) {
  return useQuery(staffInquiriesQueryOptions(filter));
}

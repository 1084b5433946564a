import type { InquiryStatus } from '@venue/contract/domain';
import { staffInquiryList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

export const staffInquiriesKey = ['staff', 'inquiries'] as const;

/** POST /api/staff/inquiries (decision 018): waiting first, oldest first; no status = all. */
export function useStaffInquiries(filter: { status: InquiryStatus | undefined; page: number }) {
  return useStaffRead(
    [...staffInquiriesKey, 'list'],
    staffInquiryList,
    filter.status ? filter : { page: filter.page },
    listRead,
  );
}

import { staffMemberSearch } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

/**
 * POST /api/staff/members/search (STAFF+) for 예약 추가: members by name, the phone's last four
 * digits or member number, masked below ADMIN as everywhere (walk-ins are never members).
 */
export function useBookingMemberSearch(query: string) {
  return useStaffRead(
    ['roster-booking-members'],
    staffMemberSearch,
    { query, page: 1 },
    { ...listRead, enabled: query.length > 0 },
  );
}

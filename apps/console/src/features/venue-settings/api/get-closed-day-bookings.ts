import { staffClosedDayBookings } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const closedDayBookingsQueryKey = ['staff', 'closed-day-bookings'] as const;

/**
 * POST /api/staff/venue/closed-day-bookings (STAFF+): the instances on closed days
 * from today on that still hold bookings.
 */
export function useClosedDayBookings() {
  return useStaffRead(closedDayBookingsQueryKey, staffClosedDayBookings);
}

import { useQuery } from '@tanstack/react-query';
import { staffClosedDayBookings } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const closedDayBookingsQueryKey = ['staff', 'closed-day-bookings'] as const;

/**
 * POST /api/staff/venue/closed-day-bookings (STAFF+): the sessions on closed days
 * from today on that still hold bookings.
 */
export function useClosedDayBookings() {
  return useQuery({
    queryKey: closedDayBookingsQueryKey,
    queryFn: ({ signal }) => api.call(staffClosedDayBookings, {}, { signal }),
  });
}

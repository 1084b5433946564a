import { staffWaitlistList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const waitlistQueryKey = ['roster-waitlist'] as const;

/**
 * POST /api/staff/waitlist/list (STAFF+; decision 063): one session's waiting list in line order,
 * every place with its state (names and phones masked unless ADMIN), and the session's seats:
 * capacity, booked and held by open offers. Offers expire and members accept meanwhile: asked
 * again every 30 s, as the roster is.
 */
export function useWaitlist(programInstanceIdx: number) {
  return useStaffRead(
    waitlistQueryKey,
    staffWaitlistList,
    { programInstanceIdx },
    { refetchInterval: 30_000 },
  );
}

import { staffEntryMove } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { rosterQueryKey } from './get-roster';
import { waitlistQueryKey } from './get-waitlist';

/**
 * POST /api/staff/entries/move (STAFF+, audited): the booking moves to another session of the same
 * program: the old one is cancelled (다른 회차로 변경) and a new one booked, with a new booking
 * number; the member gets 취소 안내 and 예약 확정. A session without room is 409 CAPACITY_FULL.
 */
export function useMoveEntry() {
  return useStaffWrite(staffEntryMove, [rosterQueryKey, waitlistQueryKey], { evenOnError: true });
}

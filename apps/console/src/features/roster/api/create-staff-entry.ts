import { staffEntryCreate } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { holdsQueryKey } from './get-holds';
import { rosterQueryKey } from './get-roster';
import { waitlistQueryKey } from './get-waitlist';

/**
 * POST /api/staff/entries/create (STAFF+, audited; decision 069): a booking for a member found by
 * the member search, or a walk-in (name and phone) booked on a session of today and checked in at
 * once. Seats that do not fit are 409 CAPACITY_FULL with the seats left in the server's words.
 */
export function useCreateStaffEntry() {
  return useStaffWrite(staffEntryCreate, [rosterQueryKey, waitlistQueryKey, holdsQueryKey], {
    evenOnError: true,
  });
}

import { staffEntryPartySize } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { rosterQueryKey } from './get-roster';
import { waitlistQueryKey } from './get-waitlist';

/** POST /api/staff/entries/party-size (STAFF+, audited): a bigger party only while seats are left. */
export function useChangePartySize() {
  return useStaffWrite(staffEntryPartySize, [rosterQueryKey, waitlistQueryKey], {
    evenOnError: true,
  });
}

import { staffEntryStatus } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { rosterQueryKey } from './get-roster';
import { waitlistQueryKey } from './get-waitlist';

/**
 * The server offers freed seats to the waiting list just after it answers the cancel (decision
 * 063): the waiting list is asked again at once and once more a moment later, to show the offer.
 */
const OFFER_SETTLE_MS = 1_500;

/**
 * POST /api/staff/entries/status (STAFF+, audited): CANCEL with a reason (the seats go
 * back at once; the member's history shows the reason), DONE or NOSHOW by hand. A status that
 * does not allow it is 409 ENTRY_STATUS_CONFLICT with the server's words.
 */
export function useChangeEntryStatus() {
  return useStaffWrite(staffEntryStatus, [rosterQueryKey, waitlistQueryKey], {
    evenOnError: true,
    onSuccess: (answer, _input, _result, context) => {
      if (answer.freedSeats <= 0) return;
      setTimeout(() => {
        void context.client.invalidateQueries({ queryKey: waitlistQueryKey });
      }, OFFER_SETTLE_MS);
    },
  });
}

import { staffWaitlistOfferNext } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { waitlistQueryKey } from './get-waitlist';

/**
 * POST /api/staff/waitlist/offer-next (EDITOR, audited per offer): offers the session's free
 * seats now, to the first members in line whose party fits; answers the places offered (none when
 * no seat is free or nobody fits). The server offers freed seats by itself; this is the hand
 * that does it at once.
 */
export function useOfferWaitlist() {
  return useStaffWrite(staffWaitlistOfferNext, [waitlistQueryKey], { evenOnError: true });
}

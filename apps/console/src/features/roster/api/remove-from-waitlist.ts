import { staffWaitlistRemove } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { waitlistQueryKey } from './get-waitlist';

/**
 * POST /api/staff/waitlist/remove (EDITOR, audited): ends a WAITING or OFFERED place as 대기 취소
 * with the operator's reason; an offer's held seats go on to the next in line. Removing a place
 * that has ended already changes nothing.
 */
export function useRemoveFromWaitlist() {
  return useStaffWrite(staffWaitlistRemove, [waitlistQueryKey], { evenOnError: true });
}

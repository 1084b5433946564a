import { staffHoldRelease } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { holdsQueryKey } from './get-holds';
import { rosterQueryKey } from './get-roster';
import { waitlistQueryKey } from './get-waitlist';

/**
 * POST /api/staff/holds/release (EDITOR, audited): the seats open again and the server offers
 * them to the session's waiting list first (decision 063).
 */
export function useReleaseHold() {
  return useStaffWrite(staffHoldRelease, [holdsQueryKey, rosterQueryKey, waitlistQueryKey]);
}

import { staffHoldCreate } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { holdsQueryKey } from './get-holds';
import { rosterQueryKey } from './get-roster';
import { waitlistQueryKey } from './get-waitlist';

/** POST /api/staff/holds/create (EDITOR, audited): holds seats of a session for a group. */
export function useCreateHold() {
  return useStaffWrite(staffHoldCreate, [holdsQueryKey, rosterQueryKey, waitlistQueryKey], {
    evenOnError: true,
  });
}

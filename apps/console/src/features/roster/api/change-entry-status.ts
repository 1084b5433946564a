import { staffEntryStatus } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { rosterQueryKey } from './get-roster';

/**
 * POST /api/staff/entries/status (STAFF+, audited): CANCEL with a reason (the seats go
 * back at once; the member's history shows the reason), DONE or NOSHOW by hand. A status that
 * does not allow it is 409 ENTRY_STATUS_CONFLICT with the server's words.
 */
export function useChangeEntryStatus() {
  return useStaffWrite(staffEntryStatus, [rosterQueryKey], { evenOnError: true });
}

import { staffEntryBulk, staffExportEntries } from '@venue/contract/endpoints';
import { useStaffDownload, useStaffWrite } from '../../../lib/staff-query';
import { rosterQueryKey } from './get-roster';
import { waitlistQueryKey } from './get-waitlist';

/**
 * POST /api/staff/entries/bulk (STAFF+): 입장 처리 (CHECK_IN), 불참 처리 or 취소 (one
 * reason) of the chosen bookings in one transaction; the answer lists what was done and what was
 * left out and why. The roster and the waiting lists (freed seats are offered) are asked again.
 */
export function useBulkEntries() {
  return useStaffWrite(staffEntryBulk, [rosterQueryKey, waitlistQueryKey], { evenOnError: true });
}

/** POST /api/staff/exports/entries with `reserveEntryIdxList`: the chosen bookings as a file. */
export function useExportChosen() {
  return useStaffDownload({ entries: staffExportEntries });
}

import { staffCheckIn } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { recentScansQueryKey } from './get-recent-scans';

/**
 * POST /api/staff/checkin (decision 017): `qrValue` is the scanned QR text or a typed entry code;
 * no place is the entrance. Every outcome, refusals included (QR_INVALID, QR_EXPIRED,
 * VALIDATION_FAILED, RATE_LIMITED), is shown on the scanner's result card, never as an alert.
 * The desks' recent scans include this one then. With `scannerId` and `scanNonce` the server
 * records the scan once per nonce, for the offline door's conflicts (decision 070).
 */
export function useCheckIn() {
  // A door cannot wait the usual 10 s for a dead network: after 6 s it checks by itself
  // (decision 070; the scan's nonce makes a late arrival of this request harmless). It is sent
  // even when the browser says it is offline: the door decides that, not TanStack's guess.
  return useStaffWrite(staffCheckIn, [recentScansQueryKey], {
    networkMode: 'always',
    timeoutMs: CHECK_IN_TIMEOUT_MS,
  });
}

export const CHECK_IN_TIMEOUT_MS = 6_000;

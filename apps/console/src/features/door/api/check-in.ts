import { staffCheckIn } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { recentScansQueryKey } from './get-recent-scans';

/**
 * POST /api/staff/checkin (decision 017): `qrValue` is the scanned QR text or a typed entry code;
 * no place is the entrance. Every outcome, refusals included (QR_INVALID, QR_EXPIRED,
 * VALIDATION_FAILED, RATE_LIMITED), is shown on the scanner's result card, never as an alert.
 * The desks' recent scans include this one then.
 */
export function useCheckIn() {
  return useStaffWrite(staffCheckIn, [recentScansQueryKey]);
}

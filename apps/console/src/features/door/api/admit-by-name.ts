import { staffCheckInManual } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { recentScansQueryKey } from './get-recent-scans';

/**
 * POST /api/staff/checkin/manual (audited): admits a member found by name, the same
 * check-in and door rule as a scan; the answer is a check-in's and shows on the result card.
 */
export function useAdmitByName() {
  return useStaffWrite(staffCheckInManual, [recentScansQueryKey], { evenOnError: true });
}

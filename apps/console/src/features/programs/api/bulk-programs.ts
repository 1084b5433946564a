import { staffProgramBulk } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/bulk (EDITOR): 게시, 게시 취소 or 마감 of the chosen
 * programs in one transaction; the answer lists what was done and what was left out and why.
 */
export function useBulkPrograms() {
  return useStaffWrite(staffProgramBulk, [programsQueryKey], { evenOnError: true });
}

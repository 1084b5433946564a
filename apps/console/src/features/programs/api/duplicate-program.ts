import { staffProgramDuplicate } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/duplicate (EDITOR): a draft copy of the program with its 회차 moved so
 * the first falls on the chosen day (decision 068). Answers the copy's id.
 */
export function useDuplicateProgram() {
  return useStaffWrite(staffProgramDuplicate, [programsQueryKey]);
}

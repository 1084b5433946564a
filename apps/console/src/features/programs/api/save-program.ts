import { staffProgramSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/** POST /api/staff/programs/save (EDITOR): no programIdx creates a draft, with one replaces it. */
export function useSaveProgram() {
  return useStaffWrite(staffProgramSave, [programsQueryKey]);
}

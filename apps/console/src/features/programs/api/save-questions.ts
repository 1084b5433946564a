import { staffQuestionSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/questions/save (EDITOR): the whole ordered set; answered questions
 * are kept and the set becomes a new version (`newVersionYn`).
 */
export function useSaveQuestions() {
  return useStaffWrite(staffQuestionSave, [programsQueryKey]);
}

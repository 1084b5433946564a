import { staffQuestionList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';
import { programQueryKey } from './get-program';

/** POST /api/staff/programs/questions/list (EDITOR): every version, the current one first. */
export function useQuestions(programIdx: number) {
  return useStaffRead([...programQueryKey(programIdx), 'questions'], staffQuestionList, {
    programIdx,
  });
}

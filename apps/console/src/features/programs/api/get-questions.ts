import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffQuestionList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { programQueryKey } from './get-program';

/** POST /api/staff/programs/questions/list (EDITOR): every version, the current one first. */
export function getQuestions(programIdx: number, signal?: AbortSignal) {
  return api.call(staffQuestionList, { programIdx }, { signal });
}

export const questionsQueryOptions = (programIdx: number) =>
  queryOptions({
    queryKey: [...programQueryKey(programIdx), 'questions'],
    queryFn: ({ signal }) => getQuestions(programIdx, signal),
  });

export function useQuestions(programIdx: number) {
  return useQuery(questionsQueryOptions(programIdx));
}

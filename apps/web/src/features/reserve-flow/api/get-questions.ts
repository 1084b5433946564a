import { queryOptions, useQuery } from '@tanstack/react-query';
import { reserveEntryQuestionList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { alertFlowLoadFailure } from './load-alert';

/**
 * POST /api/reserveentry/question/list {programIdx} (spec 001 §7): the participation questions
 * and their options. /infocomfirm reads it too, to know whether /participy comes next (§4 step 6).
 */
export async function getQuestions(programIdx: number, signal?: AbortSignal) {
  try {
    return await api.call(reserveEntryQuestionList, { programIdx }, { signal, alert: false });
  } catch (error) {
    alertFlowLoadFailure(error);
    throw error;
  }
}

export const questionsQueryOptions = (programIdx: number) =>
  queryOptions({
    queryKey: ['reserveFlow', 'questions', programIdx],
    queryFn: ({ signal }) => getQuestions(programIdx, signal),
  });

export function useQuestions(programIdx: number | null) {
  return useQuery({ ...questionsQueryOptions(programIdx ?? 0), enabled: programIdx !== null });
}

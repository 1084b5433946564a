import { queryOptions, useQuery } from '@tanstack/react-query';
import { programUsePrevList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { alertSubListFailure } from './program-sub-list';

/** POST /api/program/useprev/list {programIdx} (spec 001 §7): previous programs, at most 3. */
export async function getPreviousPrograms(programIdx: number, signal?: AbortSignal) {
  try {
    return await api.call(programUsePrevList, { programIdx }, { signal, alert: false });
  } catch (error) {
    alertSubListFailure(error, '지난 프로그램');
    throw error;
  }
}

export const previousProgramsQueryOptions = (programIdx: number) =>
  queryOptions({
    queryKey: ['programs', 'previousPrograms', programIdx],
    queryFn: ({ signal }) => getPreviousPrograms(programIdx, signal),
  });

/** Asked only when the program shows the block (its use…Yn flag is Y). */
export function usePreviousPrograms(programIdx: number, enabled: boolean) {
  return useQuery({ ...previousProgramsQueryOptions(programIdx), enabled });
}

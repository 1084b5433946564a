import { queryOptions, useQuery } from '@tanstack/react-query';
import { programRelatedList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { alertSubListFailure } from './program-sub-list';

/** POST /api/program/related/list {programIdx} (spec 001 §7): related programs. */
export async function getRelatedPrograms(programIdx: number, signal?: AbortSignal) {
  try {
    return await api.call(programRelatedList, { programIdx }, { signal, alert: false });
  } catch (error) {
    alertSubListFailure(error, '관련 프로그램');
    throw error;
  }
}

export const relatedProgramsQueryOptions = (programIdx: number) =>
  queryOptions({
    queryKey: ['programs', 'relatedPrograms', programIdx],
    queryFn: ({ signal }) => getRelatedPrograms(programIdx, signal),
  });

/** Asked only when the program shows the block (its use…Yn flag is Y). */
export function useRelatedPrograms(programIdx: number, enabled: boolean) {
  return useQuery({ ...relatedProgramsQueryOptions(programIdx), enabled });
}

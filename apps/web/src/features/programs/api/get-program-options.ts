import { queryOptions, useQuery } from '@tanstack/react-query';
import { programOptionList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { alertSubListFailure } from './program-sub-list';

/** POST /api/program/option/list {programIdx} (spec 001 §7): the option table (schedule and place). */
export async function getProgramOptions(programIdx: number, signal?: AbortSignal) {
  try {
    return await api.call(programOptionList, { programIdx }, { signal, alert: false });
  } catch (error) {
    alertSubListFailure(error, '일정 및 장소');
    throw error;
  }
}

export const programOptionsQueryOptions = (programIdx: number) =>
  queryOptions({
    queryKey: ['programs', 'programOptions', programIdx],
    queryFn: ({ signal }) => getProgramOptions(programIdx, signal),
  });

/** Asked only when the program shows the block (its use…Yn flag is Y). */
export function useProgramOptions(programIdx: number, enabled: boolean) {
  return useQuery({ ...programOptionsQueryOptions(programIdx), enabled });
}

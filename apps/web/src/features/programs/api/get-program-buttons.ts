import { queryOptions, useQuery } from '@tanstack/react-query';
import { programButtonList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { alertSubListFailure } from './program-sub-list';

/** POST /api/program/button/list {programIdx} (spec 001 §7): the shortcut buttons (URL opens a new tab, FILE downloads). */
export async function getProgramButtons(programIdx: number, signal?: AbortSignal) {
  try {
    return await api.call(programButtonList, { programIdx }, { signal, alert: false });
  } catch (error) {
    alertSubListFailure(error, '바로가기');
    throw error;
  }
}

export const programButtonsQueryOptions = (programIdx: number) =>
  queryOptions({
    queryKey: ['programs', 'programButtons', programIdx],
    queryFn: ({ signal }) => getProgramButtons(programIdx, signal),
  });

/** Asked only when the program shows the block (its use…Yn flag is Y). */
export function useProgramButtons(programIdx: number, enabled: boolean) {
  return useQuery({ ...programButtonsQueryOptions(programIdx), enabled });
}

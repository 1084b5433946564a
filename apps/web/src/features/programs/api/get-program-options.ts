import { queryOptions, useQuery } from '@tanstack/react-query';
import type { programOptionListResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';
import { alertSubListFailure } from './program-sub-list';

/** POST /api/program/option/list {programIdx} (spec 001 §7): the option table (schedule and place). */
export async function getProgramOptions(programIdx: number, signal?: AbortSignal) {
  try {
    return await api.post<typeof programOptionListResponse>('/api/program/option/list', {
      body: { programIdx },
      signal,
      alert: false,
    });
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

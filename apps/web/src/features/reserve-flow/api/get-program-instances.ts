import { queryOptions, useQuery } from '@tanstack/react-query';
import { programInstanceList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { alertFlowLoadFailure } from './load-alert';

/**
 * POST /api/program/instance/list {programIdx} (designed; contract api/program.ts): the instances
 * /schedule offers, from today on, with the seats left.
 */
export async function getProgramInstances(programIdx: number, signal?: AbortSignal) {
  try {
    return await api.call(programInstanceList, { programIdx }, { signal, alert: false });
  } catch (error) {
    alertFlowLoadFailure(error);
    throw error;
  }
}

export const programInstancesQueryOptions = (programIdx: number) =>
  queryOptions({
    queryKey: ['programs', 'instances', programIdx],
    queryFn: ({ signal }) => getProgramInstances(programIdx, signal),
    // Seats move while the member chooses; never show a long-stale count.
    staleTime: 0,
  });

export function useProgramInstances(programIdx: number, enabled = true) {
  return useQuery({ ...programInstancesQueryOptions(programIdx), enabled });
}

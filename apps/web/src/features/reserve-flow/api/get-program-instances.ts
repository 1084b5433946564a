import { queryOptions, useQuery } from '@tanstack/react-query';
import { programInstanceList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { alertFlowLoadFailure } from './load-alert';

/**
 * POST /api/program/instance/list {programIdx} (designed; contract api/program.ts): the instances
 * /schedule offers, from today on, with the seats left.
 */
export async function getProgramInstances(
  programIdx: number,
  signal?: AbortSignal,
  { quiet = false }: { quiet?: boolean } = {},
) {
  try {
    return await api.call(programInstanceList, { programIdx }, { signal, alert: false });
  } catch (error) {
    if (!quiet) alertFlowLoadFailure(error);
    throw error;
  }
}

/**
 * `quiet`: a failure alerts nobody (the program detail asks only to know whether a full session
 * takes a waiting list, and shows 예약마감 without the answer). The same cache entry either way.
 */
export const programInstancesQueryOptions = (
  programIdx: number,
  { quiet = false }: { quiet?: boolean } = {},
) =>
  queryOptions({
    queryKey: ['programs', 'instances', programIdx],
    queryFn: ({ signal }) => getProgramInstances(programIdx, signal, { quiet }),
    // Seats move while the member chooses; never show a long-stale count.
    staleTime: 0,
  });

export function useProgramInstances(programIdx: number, enabled = true) {
  return useQuery({ ...programInstancesQueryOptions(programIdx), enabled });
}

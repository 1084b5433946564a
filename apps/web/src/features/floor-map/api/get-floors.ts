import { queryOptions, useQuery } from '@tanstack/react-query';
import { floorsList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/floors/list: the floor tabs (spec 000 §7). Spec 000 §8: a failure is silently
 * ignored (no alert), and the list is empty.
 */
export function getFloors(signal?: AbortSignal) {
  return api.call(floorsList, {}, { signal, alert: false });
}

export const floorsQueryOptions = () =>
  queryOptions({
    queryKey: ['floors'],
    queryFn: ({ signal }) => getFloors(signal),
    staleTime: 10 * 60_000,
  });

export function useFloors() {
  return useQuery(floorsQueryOptions());
}

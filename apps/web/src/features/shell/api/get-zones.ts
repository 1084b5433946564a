import { queryOptions, useQuery } from '@tanstack/react-query';
import type { zoneListResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /api/zone/list: floors with their zones, for the side menu's venue links.
 * Spec 000 §8: a failure is logged and the list stays empty, so no alert.
 */
export function getZones(signal?: AbortSignal) {
  return api.get<typeof zoneListResponse>('/api/zone/list', { signal, alert: false });
}

export const zonesQueryOptions = () =>
  queryOptions({
    queryKey: ['zones'],
    queryFn: ({ signal }) => getZones(signal),
    staleTime: 10 * 60_000,
  });

export function useZones(enabled = true) {
  return useQuery({ ...zonesQueryOptions(), enabled });
}

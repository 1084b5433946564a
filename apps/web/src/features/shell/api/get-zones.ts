import { queryOptions, useQuery } from '@tanstack/react-query';
import { zoneList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * GET /api/zone/list: floors with their zones, for the side menu's venue links.
 * Spec 000 §8: a failure is logged and the list stays empty, so no alert.
 */
export function getZones(signal?: AbortSignal) {
  return api.call(zoneList, undefined, { signal, alert: false });
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

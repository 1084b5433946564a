import { queryOptions, useQuery } from '@tanstack/react-query';
import type { staffZoneListResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

/** POST /api/staff/zones (EDITOR): every zone, for the program's place. */
export function getZones(signal?: AbortSignal) {
  return api.post<typeof staffZoneListResponse>('/api/staff/zones', { signal });
}

export const zonesQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'zones'],
    queryFn: ({ signal }) => getZones(signal),
    staleTime: 60_000,
  });

export function useZones() {
  return useQuery(zonesQueryOptions());
}

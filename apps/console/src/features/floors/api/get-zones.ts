import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffZoneList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const zonesQueryKey = ['staff', 'zones'] as const;

/** POST /api/staff/zones (EDITOR): every zone (of every floor), in display order. */
export function getZones(signal?: AbortSignal) {
  return api.call(staffZoneList, {}, { signal });
}

export const zonesQueryOptions = () =>
  queryOptions({ queryKey: zonesQueryKey, queryFn: ({ signal }) => getZones(signal) });

export function useZones() {
  return useQuery(zonesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffHotspotList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const hotspotsQueryKey = ['staff', 'hotspots'] as const;

/** POST /api/staff/hotspots (EDITOR): one floor's hotspots (code, target, label, rectangle). */
export function getHotspots(floorIdx: number, signal?: AbortSignal) {
  return api.call(staffHotspotList, { floorIdx }, { signal });
}

export const hotspotsQueryOptions = (floorIdx: number) =>
  queryOptions({
    queryKey: [...hotspotsQueryKey, floorIdx],
    queryFn: ({ signal }) => getHotspots(floorIdx, signal),
  });

export function useHotspots(floorIdx: number | null) {
  return useQuery({ ...hotspotsQueryOptions(floorIdx ?? 0), enabled: floorIdx !== null });
}

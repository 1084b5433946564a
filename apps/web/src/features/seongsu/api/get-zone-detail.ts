import { queryOptions, useQuery } from '@tanstack/react-query';
import { zoneDetail } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/zone/detail {zoneIdx} (contract api/zone.ts, designed for /seongsu/{id}). An unknown
 * id is an expected answer (an old link), so its 404 renders the page's not-found state instead
 * of the global alert; other failures alert as usual.
 */
export function getZoneDetail(zoneIdx: number, signal?: AbortSignal) {
  return api.call(zoneDetail, { zoneIdx }, { signal, alert: (error) => error.resultCode !== 404 });
}

export const zoneDetailQueryOptions = (zoneIdx: number) =>
  queryOptions({
    queryKey: ['zones', 'detail', zoneIdx],
    queryFn: ({ signal }) => getZoneDetail(zoneIdx, signal),
    staleTime: 5 * 60_000,
  });

export function useZoneDetail(zoneIdx: number | null) {
  return useQuery({ ...zoneDetailQueryOptions(zoneIdx ?? 0), enabled: zoneIdx !== null });
}

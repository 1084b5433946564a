import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkinBannerList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/checkin/banner/list: the floor-map hotspot entries (mapType, programIdx, floorIdx),
 * every floor at once. A failure is silent, like the other banner lists (spec 000 §8): the map
 * still draws, with its rooms as plain name tags and no program pins.
 */
export function getMapHotspots(signal?: AbortSignal) {
  return api.call(checkinBannerList, {}, { signal, alert: false });
}

export const mapHotspotsQueryOptions = () =>
  queryOptions({
    queryKey: ['map-hotspots'],
    queryFn: ({ signal }) => getMapHotspots(signal),
    staleTime: 10 * 60_000,
  });

export function useMapHotspots() {
  return useQuery(mapHotspotsQueryOptions());
}

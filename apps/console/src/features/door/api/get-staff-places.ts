import { queryOptions, useQuery } from '@tanstack/react-query';
import type { staffPlacesResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

/** POST /api/staff/places: the zones and programs a check-in can be made at (the place selector). */
export function getStaffPlaces(signal?: AbortSignal) {
  return api.post<typeof staffPlacesResponse>('/api/staff/places', {
    signal,
  });
}

export const staffPlacesQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'places'],
    queryFn: ({ signal }) => getStaffPlaces(signal),
    staleTime: 5 * 60_000,
  });

export function useStaffPlaces() {
  return useQuery(staffPlacesQueryOptions());
}

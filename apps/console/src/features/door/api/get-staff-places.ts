import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffPlaces } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** POST /api/staff/places: the zones and programs a check-in can be made at (the place selector). */
export function getStaffPlaces(signal?: AbortSignal) {
  return api.call(staffPlaces, {}, { signal });
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

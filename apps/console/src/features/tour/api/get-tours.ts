import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffTourList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const toursQueryKey = ['staff', 'tours'] as const;

/** POST /api/staff/tours (EDITOR): every tour, as title, display flag and number of stops. */
export function getTours(signal?: AbortSignal) {
  return api.call(staffTourList, {}, { signal });
}

export const toursQueryOptions = () =>
  queryOptions({ queryKey: toursQueryKey, queryFn: ({ signal }) => getTours(signal) });

export function useTours() {
  return useQuery(toursQueryOptions());
}

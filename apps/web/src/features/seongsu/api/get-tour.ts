import { queryOptions, useQuery } from '@tanstack/react-query';
import { tourDetail } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/tour/detail (spec 001 §7, empty body; answer designed in contract api/tour.ts): the
 * published self-guided tour of the tour tab. Silent on failure (`alert: false`): the tab then
 * shows a polite empty state, and a 404 (no tour published) is an expected answer.
 */
export function getTour(signal?: AbortSignal) {
  return api.call(tourDetail, {}, { signal, alert: false });
}

export const tourQueryOptions = () =>
  queryOptions({
    queryKey: ['tour', 'detail'],
    queryFn: ({ signal }) => getTour(signal),
    // Edited rarely; one answer per visit is plenty.
    staleTime: 5 * 60_000,
  });

export function useTour() {
  return useQuery(tourQueryOptions());
}

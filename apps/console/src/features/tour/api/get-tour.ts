import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffTourDetail } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { toursQueryKey } from './get-tours';

/** POST /api/staff/tours/detail (EDITOR): one tour with its stops in visiting order. */
export function getTour(tourIdx: number, signal?: AbortSignal) {
  return api.call(staffTourDetail, { tourIdx }, { signal });
}

export const tourQueryOptions = (tourIdx: number) =>
  queryOptions({
    queryKey: [...toursQueryKey, tourIdx],
    queryFn: ({ signal }) => getTour(tourIdx, signal),
  });

export function useTour(tourIdx: number | null) {
  return useQuery({ ...tourQueryOptions(tourIdx ?? 0), enabled: tourIdx !== null });
}

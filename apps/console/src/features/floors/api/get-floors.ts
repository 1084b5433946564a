import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffFloorList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const floorsQueryKey = ['staff', 'floors'] as const;

/** POST /api/staff/floors (EDITOR): every floor in display order, with its plan and counts. */
export function getFloors(signal?: AbortSignal) {
  return api.call(staffFloorList, {}, { signal });
}

export const floorsQueryOptions = () =>
  queryOptions({ queryKey: floorsQueryKey, queryFn: ({ signal }) => getFloors(signal) });

export function useFloors() {
  return useQuery(floorsQueryOptions());
}

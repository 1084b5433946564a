import { queryOptions, useQuery } from '@tanstack/react-query';
import type { staffFloorListResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

export const floorsQueryKey = ['staff', 'floors'] as const;

/** POST /api/staff/floors (EDITOR): every floor in display order, with its plan and counts. */
export function getFloors(signal?: AbortSignal) {
  return api.post<typeof staffFloorListResponse>('/api/staff/floors', { signal });
}

export const floorsQueryOptions = () =>
  queryOptions({ queryKey: floorsQueryKey, queryFn: ({ signal }) => getFloors(signal) });

export function useFloors() {
  return useQuery(floorsQueryOptions());
}

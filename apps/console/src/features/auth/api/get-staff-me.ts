import { queryOptions, useQuery } from '@tanstack/react-query';
import type { staffMeResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

export const staffMeQueryKey = ['staff', 'me'] as const;

/** POST /api/staff/me: the operator of the staff session, or 401 STAFF_UNAUTHORIZED. */
export function getStaffMe(signal?: AbortSignal) {
  return api.post<typeof staffMeResponse>('/api/staff/me', {
    signal,
  });
}

export const staffMeQueryOptions = () =>
  queryOptions({
    queryKey: staffMeQueryKey,
    queryFn: ({ signal }) => getStaffMe(signal),
    // Asked again whenever a console page opens: an operator switched off or logged out in
    // another tab must not keep a console open from the cache.
    staleTime: 0,
  });

export function useStaffMe() {
  return useQuery(staffMeQueryOptions());
}

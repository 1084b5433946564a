import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffMe } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const staffMeQueryKey = ['staff', 'me'] as const;

/** POST /api/staff/me: the operator of the staff session, or 401 STAFF_UNAUTHORIZED. */
export function getStaffMe(signal?: AbortSignal) {
  return api.call(staffMe, {}, { signal });
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

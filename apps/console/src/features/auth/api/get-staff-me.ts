import { staffMe } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const staffMeQueryKey = ['staff', 'me'] as const;

/**
 * POST /api/staff/me: the operator of the staff session, or 401 STAFF_UNAUTHORIZED. Asked again
 * whenever a console page opens: an operator switched off or logged out in another tab must not
 * keep a console open from the cache.
 */
export function useStaffMe() {
  return useStaffRead(staffMeQueryKey, staffMe, undefined, { staleTime: 0 });
}

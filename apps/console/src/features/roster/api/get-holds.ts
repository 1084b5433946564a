import { staffHoldList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const holdsQueryKey = ['roster-holds'] as const;

/**
 * POST /api/staff/holds/list (STAFF+): the seats held on a session for groups, with the session's
 * capacity, booked and held seats (holds and the waiting list's open offers together).
 */
export function useHolds(programInstanceIdx: number, enabled: boolean) {
  return useStaffRead(holdsQueryKey, staffHoldList, { programInstanceIdx }, { enabled });
}

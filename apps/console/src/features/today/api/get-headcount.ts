import { staffHeadcount } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';
import { liveRead } from './get-dashboard';

export const headcountKey = ['staff', 'headcount'] as const;

/** How often the headcount asks again while 오늘 is open: a floor fills faster than a day. */
export const HEADCOUNT_REFRESH_MS = 15_000;

/** POST /api/staff/headcount (any staff role): who is in the building per floor. */
export function useHeadcount() {
  return useStaffRead(headcountKey, staffHeadcount, undefined, liveRead(HEADCOUNT_REFRESH_MS));
}

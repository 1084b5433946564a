import { staffTourList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const toursQueryKey = ['staff', 'tours'] as const;

/** POST /api/staff/tours (EDITOR): every tour, as title, display flag and number of stops. */
export function useTours() {
  return useStaffRead(toursQueryKey, staffTourList);
}

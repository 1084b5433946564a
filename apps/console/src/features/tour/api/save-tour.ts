import { staffTourSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { toursQueryKey } from './get-tours';

/** POST /api/staff/tours/save (EDITOR): the tour, its stops replaced by `stopList` in order. */
export function useSaveTour() {
  return useStaffWrite(staffTourSave, [toursQueryKey]);
}

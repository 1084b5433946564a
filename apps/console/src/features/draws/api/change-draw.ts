import { staffDrawOfferNext, staffDrawRun, staffDrawUpdate } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { drawsKey } from './get-draws';

/** POST /api/staff/draws/update (EDITOR): the winner count and the announcement, before the draw. */
export function useUpdateDraw() {
  return useStaffWrite(staffDrawUpdate, [drawsKey]);
}

/** POST /api/staff/draws/run (EDITOR): 지금 추첨; a second run is refused by the server. */
export function useRunDraw() {
  return useStaffWrite(staffDrawRun, [drawsKey]);
}

/** POST /api/staff/draws/offer-next (EDITOR): a cancelled win to the next candidate. */
export function useOfferNext() {
  return useStaffWrite(staffDrawOfferNext, [drawsKey]);
}

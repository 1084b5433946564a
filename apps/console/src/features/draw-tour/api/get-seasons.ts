import { staffSeasonList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

export const seasonsKey = ['staff', 'draw-tour', 'seasons'] as const;

/** POST /api/staff/frequency/seasons/list (EDITOR): every season with its rewards and counts. */
export function useStaffSeasons() {
  return useStaffRead(seasonsKey, staffSeasonList, undefined, listRead);
}

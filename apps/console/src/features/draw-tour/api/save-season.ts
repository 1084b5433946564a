import { staffSeasonSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { seasonsKey } from './get-seasons';

/** POST /api/staff/frequency/seasons/save (EDITOR): without seasonIdx a new season, with it an update. */
export function useSaveSeason() {
  return useStaffWrite(staffSeasonSave, [seasonsKey]);
}

import { staffSeasonDelete } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { seasonsKey } from './get-seasons';

/** POST /api/staff/frequency/seasons/delete (EDITOR): refused once members hold its stamps. */
export function useDeleteSeason() {
  return useStaffWrite(staffSeasonDelete, [seasonsKey]);
}

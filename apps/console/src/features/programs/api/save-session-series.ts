import { staffSessionSeries } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/** POST /api/staff/programs/sessions/series (EDITOR): sessions on chosen weekdays and times. */
export function useSaveSessionSeries() {
  return useStaffWrite(staffSessionSeries, [programsQueryKey]);
}

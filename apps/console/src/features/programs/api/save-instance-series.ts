import { staffInstanceSeries } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/** POST /api/staff/programs/instances/series (EDITOR): instances on chosen weekdays and times. */
export function useSaveInstanceSeries() {
  return useStaffWrite(staffInstanceSeries, [programsQueryKey]);
}

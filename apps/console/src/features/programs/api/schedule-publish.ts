import { staffProgramSchedulePublish } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/schedule-publish (EDITOR): publish the program at a time ahead, or
 * (publishAt null) cancel that (decision 068). The `programs.publish` job does it at that minute.
 */
export function useSchedulePublish() {
  return useStaffWrite(staffProgramSchedulePublish, [programsQueryKey]);
}

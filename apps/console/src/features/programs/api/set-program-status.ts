import { staffProgramStatus } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

/** POST /api/staff/programs/status (EDITOR): at once; CLOSEDADMIN needs the visitors' reason. */
export function useSetProgramStatus() {
  return useStaffWrite(staffProgramStatus, [programsQueryKey]);
}

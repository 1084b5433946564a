import { staffProgramList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

/**
 * POST /api/staff/programs/list (EDITOR), for a banner's program target: the first page of
 * programs whose name or summary holds `search`.
 */
export function useProgramTargets(search: string) {
  return useStaffRead(
    ['staff', 'programs', 'targets'],
    staffProgramList,
    search ? { search } : {},
    listRead,
  );
}

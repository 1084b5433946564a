import type { staffProgramListResponse } from '@venue/contract';
import { useStaffRead } from '../../../lib/staff-query';

/**
 * POST /api/staff/programs/list (EDITOR), for a banner's program target: the first page of
 * programs whose name or summary holds `search`.
 */
export function useProgramTargets(search: string) {
  return useStaffRead<typeof staffProgramListResponse>(
    ['staff', 'programs', 'targets'],
    '/api/staff/programs/list',
    search ? { search } : {},
  );
}

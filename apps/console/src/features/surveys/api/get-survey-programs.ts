import type { staffProgramListResponse } from '@venue/contract';
import { useStaffRead } from '../../../lib/staff-query';

/**
 * POST /api/staff/programs/list (EDITOR): the programs a PROGRAM survey may be about, newest first,
 * narrowed by a search word (the list's first page).
 */
export function useSurveyPrograms(search: string) {
  return useStaffRead<typeof staffProgramListResponse>(
    ['staff', 'programs', 'survey-choice'],
    '/api/staff/programs/list',
    search ? { search, page: 1 } : { page: 1 },
  );
}

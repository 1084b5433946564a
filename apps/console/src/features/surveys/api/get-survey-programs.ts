import { staffProgramList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

/**
 * POST /api/staff/programs/list (EDITOR): the programs a PROGRAM survey may be about, newest first,
 * narrowed by a search word (the list's first page).
 */
export function useSurveyPrograms(search: string) {
  return useStaffRead(
    ['staff', 'programs', 'survey-choice'],
    staffProgramList,
    search ? { search, page: 1 } : { page: 1 },
    listRead,
  );
}

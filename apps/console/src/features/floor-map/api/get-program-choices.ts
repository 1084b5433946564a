import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffProgramList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** The most pages asked for a choice list (20 programs a page on the server). */
const MAX_PAGES = 25;

/**
 * Every program, for a select that links one (a hotspot's or a tour stop's target): the pages
 * of POST /api/staff/programs/list (EDITOR) read one after another, as id and name.
 */
export async function getProgramChoices(signal?: AbortSignal) {
  const choices: { programIdx: number; programName: string; floorName: string | null }[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api.call(staffProgramList, { page }, { signal });
    for (const item of answer.list) {
      choices.push({
        programIdx: item.programIdx,
        programName: item.programName
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
        floorName: item.floorName,
      });
    }
    if (answer.list.length === 0 || page * answer.pageSize >= answer.totalCount) break;
  }
  return choices;
}

export const programChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'programs', 'choices'] as const,
    queryFn: ({ signal }) => getProgramChoices(signal),
  });

export function useProgramChoices() {
  return useQuery(programChoicesQueryOptions());
}

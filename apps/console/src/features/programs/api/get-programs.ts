import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { staffProgramListBody } from '@venue/contract';
import { staffProgramList } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Every program query (list, detail, preview, sessions, questions) starts with this key. */
export const programsQueryKey = ['staff', 'programs'] as const;

export type ProgramListQuery = NonNullable<z.input<typeof staffProgramListBody>>;

/** POST /api/staff/programs/list (EDITOR): every program, drafts too, newest first, 20 a page. */
export function getPrograms(body: ProgramListQuery, signal?: AbortSignal) {
  return api.call(staffProgramList, body, { signal });
}

export const programsQueryOptions = (body: ProgramListQuery) =>
  queryOptions({
    queryKey: [...programsQueryKey, 'list', body],
    queryFn: ({ signal }) => getPrograms(body, signal),
    placeholderData: keepPreviousData,
  });

export function usePrograms(body: ProgramListQuery) {
  return useQuery(programsQueryOptions(body));
}

/** Every program's id and name (all pages, at most 20 of them), for choosing linked programs. */
export function useProgramNames() {
  return useQuery({
    queryKey: [...programsQueryKey, 'names'],
    queryFn: async ({ signal }) => {
      const names: { programIdx: number; programName: string }[] = [];
      for (let page = 1; page <= 20; page += 1) {
        const data = await getPrograms({ page }, signal);
        names.push(
          ...data.list.map(({ programIdx, programName }) => ({ programIdx, programName })),
        );
        if (page * data.pageSize >= data.totalCount) break;
      }
      return names;
    },
    staleTime: 60_000,
  });
}

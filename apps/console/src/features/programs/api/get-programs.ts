import type { staffProgramListBody } from '@venue/contract';
import { staffProgramList } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { keepPrevious, useStaffRead, useStaffReadAll } from '../../../lib/staff-query';

/** Every program query (list, detail, preview, instances, questions) starts with this key. */
export const programsQueryKey = ['staff', 'programs'] as const;

export type ProgramListQuery = NonNullable<z.input<typeof staffProgramListBody>>;

/** POST /api/staff/programs/list (EDITOR): every program, drafts too, newest first, 20 a page. */
export function usePrograms(body: ProgramListQuery) {
  return useStaffRead([...programsQueryKey, 'list'], staffProgramList, body, keepPrevious);
}

const namesOf = (programs: { programIdx: number; programName: string }[]) =>
  programs.map(({ programIdx, programName }) => ({ programIdx, programName }));

/** Every program's id and name (all pages), for choosing linked programs. */
export function useProgramNames() {
  return useStaffReadAll([...programsQueryKey, 'names'], staffProgramList, {
    select: namesOf,
    staleTime: 60_000,
  });
}

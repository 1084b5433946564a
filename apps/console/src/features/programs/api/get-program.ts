import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffProgramDetail } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { programsQueryKey } from './get-programs';

export const programQueryKey = (programIdx: number) =>
  [...programsQueryKey, 'detail', programIdx] as const;

/** POST /api/staff/programs/detail (EDITOR): every editable field and the program's state. */
export function getProgram(programIdx: number, signal?: AbortSignal) {
  return api.call(staffProgramDetail, { programIdx }, { signal });
}

export const programQueryOptions = (programIdx: number) =>
  queryOptions({
    queryKey: programQueryKey(programIdx),
    queryFn: ({ signal }) => getProgram(programIdx, signal),
  });

export function useProgram(programIdx: number | null) {
  return useQuery({ ...programQueryOptions(programIdx ?? 0), enabled: programIdx !== null });
}

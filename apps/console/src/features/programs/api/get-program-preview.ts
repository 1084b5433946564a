import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffProgramPreview } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { programQueryKey } from './get-program';

/** POST /api/staff/programs/preview (EDITOR): what a guest would see, drafts included. */
export function getProgramPreview(programIdx: number, signal?: AbortSignal) {
  return api.call(staffProgramPreview, { programIdx }, { signal });
}

export const programPreviewQueryOptions = (programIdx: number) =>
  queryOptions({
    queryKey: [...programQueryKey(programIdx), 'preview'],
    queryFn: ({ signal }) => getProgramPreview(programIdx, signal),
    staleTime: 0,
  });

export function useProgramPreview(programIdx: number, enabled: boolean) {
  return useQuery({ ...programPreviewQueryOptions(programIdx), enabled });
}

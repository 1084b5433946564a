import { queryOptions, useQuery } from '@tanstack/react-query';
import type { staffProgramPreviewResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';
import { programQueryKey } from './get-program';

/** POST /api/staff/programs/preview (EDITOR): what a guest would see, drafts included. */
export function getProgramPreview(programIdx: number, signal?: AbortSignal) {
  return api.post<typeof staffProgramPreviewResponse>('/api/staff/programs/preview', {
    body: { programIdx },
    signal,
  });
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

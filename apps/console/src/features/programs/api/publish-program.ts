import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffProgramPublishResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/publish or /unpublish (EDITOR): show the program to visitors, or
 * hide it again.
 */
export function publishProgram({ programIdx, publish }: { programIdx: number; publish: boolean }) {
  return api.post<typeof staffProgramPublishResponse>(
    publish ? '/api/staff/programs/publish' : '/api/staff/programs/unpublish',
    { body: { programIdx } },
  );
}

export function usePublishProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  });
}

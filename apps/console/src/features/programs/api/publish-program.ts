import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffProgramPublish, staffProgramUnpublish } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { programsQueryKey } from './get-programs';

/**
 * POST /api/staff/programs/publish or /unpublish (EDITOR): show the program to visitors, or
 * hide it again.
 */
export function publishProgram({ programIdx, publish }: { programIdx: number; publish: boolean }) {
  return api.call(publish ? staffProgramPublish : staffProgramUnpublish, { programIdx });
}

export function usePublishProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  });
}

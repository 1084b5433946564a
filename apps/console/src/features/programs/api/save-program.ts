import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffProgramSaveBody } from '@venue/contract';
import { staffProgramSave } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { programsQueryKey } from './get-programs';

/** POST /api/staff/programs/save (EDITOR): no programIdx creates a draft, with one replaces it. */
export function saveProgram(body: StaffProgramSaveBody) {
  return api.call(staffProgramSave, body);
}

export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  });
}

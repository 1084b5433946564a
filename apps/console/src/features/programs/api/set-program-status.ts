import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffProgramStatusBody } from '@venue/contract';
import { staffProgramStatus } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { programsQueryKey } from './get-programs';

export type ProgramStatusBody = z.input<typeof staffProgramStatusBody>;

/** POST /api/staff/programs/status (EDITOR): at once; CLOSEDADMIN needs the visitors' reason. */
export function setProgramStatus(body: ProgramStatusBody) {
  return api.call(staffProgramStatus, body);
}

export function useSetProgramStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProgramStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  });
}

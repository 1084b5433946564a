import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffSessionSaveBody } from '@venue/contract';
import { staffSessionSave } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { programsQueryKey } from './get-programs';

export type SessionSaveBody = z.input<typeof staffSessionSaveBody>;

/**
 * POST /api/staff/programs/sessions/save (EDITOR): adds a session, or edits one. 409
 * SEATS_BELOW_BOOKED when the capacity would fall below the booked seats.
 */
export function saveSession(body: SessionSaveBody) {
  return api.call(staffSessionSave, body);
}

export function useSaveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  });
}

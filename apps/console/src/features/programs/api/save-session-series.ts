import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffSessionSeriesBody, staffSessionSeriesResponse } from '@venue/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { programsQueryKey } from './get-programs';

export type SessionSeriesBody = z.input<typeof staffSessionSeriesBody>;

/** POST /api/staff/programs/sessions/series (EDITOR): sessions on chosen weekdays and times. */
export function saveSessionSeries(body: SessionSeriesBody) {
  return api.post<typeof staffSessionSeriesResponse>('/api/staff/programs/sessions/series', {
    body,
  });
}

export function useSaveSessionSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionSeries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  });
}

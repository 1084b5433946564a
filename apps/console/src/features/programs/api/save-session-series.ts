import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffSessionSeriesBody } from '@venue/contract';
import { staffSessionSeries } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { programsQueryKey } from './get-programs';

export type SessionSeriesBody = z.input<typeof staffSessionSeriesBody>;

/** POST /api/staff/programs/sessions/series (EDITOR): sessions on chosen weekdays and times. */
export function saveSessionSeries(body: SessionSeriesBody) {
  return api.call(staffSessionSeries, body);
}

export function useSaveSessionSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionSeries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VisitAnswerState } from '@venue/contract';
import { visitAnswerRead, visitAnswerSubmit } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/visit-answer/read {token} and /submit (designed): the reminder's link,
 * without a login. The page shows the server's refusals itself (an unknown link, a visit that has
 * begun), so neither call alerts.
 */
const key = (token: string) => ['visit-answer', token] as const;

export const visitAnswerQueryOptions = (token: string) =>
  queryOptions({
    queryKey: key(token),
    queryFn: ({ signal }) => api.call(visitAnswerRead, { token }, { signal, alert: false }),
    staleTime: 0,
    retry: false,
  });

export function useVisitAnswer(token: string) {
  return useQuery(visitAnswerQueryOptions(token));
}

export function useSubmitVisitAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(visitAnswerSubmit, { token }, { alert: false }),
    onSuccess: (state: VisitAnswerState) => queryClient.setQueryData(key(token), state),
  });
}

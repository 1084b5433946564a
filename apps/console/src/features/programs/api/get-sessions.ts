import { queryOptions, useQuery } from '@tanstack/react-query';
import type { staffSessionListBody } from '@venue/contract';
import { staffSessionList } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { programQueryKey } from './get-program';

export type SessionListQuery = z.input<typeof staffSessionListBody>;

/** POST /api/staff/programs/sessions/list: by day and time, booked seats and live entries. */
export function getSessions(body: SessionListQuery, signal?: AbortSignal) {
  return api.call(staffSessionList, body, { signal });
}

export const sessionsQueryKey = (programIdx: number) =>
  [...programQueryKey(programIdx), 'sessions'] as const;

export const sessionsQueryOptions = (body: SessionListQuery) =>
  queryOptions({
    queryKey: [...sessionsQueryKey(body.programIdx), body],
    queryFn: ({ signal }) => getSessions(body, signal),
  });

export function useSessions(body: SessionListQuery) {
  return useQuery(sessionsQueryOptions(body));
}

import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';

type EnvelopeSchema = z.ZodType<{ data: unknown }>;

/**
 * The audit log's reads (features/audit). Every write the server audits lists it under its
 * `invalidates`, so the log shows the write without a reload; it lives here so that those writes
 * need not import the audit feature.
 */
export const auditLogKey = ['staff', 'audit'] as const;

/**
 * The content pages' calls, one file per call as elsewhere in the console, each a
 * few lines over these two: a read keyed by its body (the previous page stays on screen while
 * the next loads), and a write that asks the reads under `invalidates` again once it succeeds.
 */
export function useStaffRead<S extends EnvelopeSchema>(
  key: QueryKey,
  path: string,
  body: unknown = {},
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...key, body],
    queryFn: ({ signal }) => api.post<S>(path, { body, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}

export function useStaffWrite<S extends EnvelopeSchema, B>(path: string, invalidates: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<S>(path, { body }),
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

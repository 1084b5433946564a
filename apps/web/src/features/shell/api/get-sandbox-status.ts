import { queryOptions, useQuery } from '@tanstack/react-query';
import type { sandboxStatusResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /sandbox/api/status: `{data: {sandbox: true}}` only when the server runs its sandbox login,
 * identity and SMS providers; 404 otherwise. Any failure simply means "no badge".
 */
export function getSandboxStatus(signal?: AbortSignal) {
  return api.get<typeof sandboxStatusResponse>('/sandbox/api/status', { signal, alert: false });
}

export const sandboxStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['sandbox', 'status'],
    queryFn: ({ signal }) => getSandboxStatus(signal),
    // The mode is set when the server starts; one answer per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useSandboxStatus() {
  return useQuery(sandboxStatusQueryOptions());
}

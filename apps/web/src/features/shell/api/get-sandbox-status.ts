import { queryOptions, useQuery } from '@tanstack/react-query';
import type { sandboxStatusResponse } from '@venue/contract';
import type { Endpoint } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * The sandbox's own route, outside the API's call table (it lives under /sandbox/api, not /api),
 * so it is described here, in the endpoint shape the client takes.
 */
const sandboxStatus = { method: 'GET', path: '/sandbox/api/status' } as unknown as Endpoint;

/**
 * GET /sandbox/api/status: `{data: {sandbox: true}}` only when the server runs its sandbox login,
 * identity and SMS providers; 404 otherwise. Any failure simply means "no badge".
 */
export function getSandboxStatus(signal?: AbortSignal) {
  return api.call(sandboxStatus, undefined, { signal, alert: false }) as Promise<
    z.output<typeof sandboxStatusResponse>['data']
  >;
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

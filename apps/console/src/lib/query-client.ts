import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    // Every query goes through the API client, which only ever throws this.
    defaultError: ApiRequestError;
  }
}

/**
 * The audit log's reads (features/audit). The server audits every staff write, so every write
 * that succeeds asks the log again (the mutation cache below): no write names it.
 */
export const auditLogKey = ['staff', 'audit'] as const;

/**
 * The console's query cache. A failure is the page's to show, so nothing retries silently; a
 * write that succeeds refreshes the audit log. A lost session is watched once, by
 * StaffSessionWatch (lib/staff-session-watch.tsx), not by each page.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: auditLogKey }),
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

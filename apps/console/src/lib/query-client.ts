import { QueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    // Every query goes through the API client, which only ever throws this.
    defaultError: ApiRequestError;
  }
}

/** The console's query cache: failures are shown by the page, so a silent retry would hide them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

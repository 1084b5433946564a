import { QueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    // Every query goes through the API client, which only ever throws this.
    defaultError: ApiRequestError;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client alerts on failure; a silent retry would alert a second time.
        retry: false,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

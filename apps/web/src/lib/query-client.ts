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
        // Without a network a call fails at once with the client's 인터넷 연결이 끊겼습니다,
        // instead of waiting (TanStack's default) behind a spinner. The answers kept for offline
        // use wait instead, showing the kept copy (features/pwa/offline-support.tsx).
        networkMode: 'always',
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

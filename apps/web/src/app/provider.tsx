import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydrationGate } from '../lib/hydration';

/**
 * App-wide providers. The query client is created by the caller (main.tsx) because the first
 * page's queries start before React renders (see app/router.tsx `prefetch`). `hydrating` is set
 * on the server and when the browser adopts a server-rendered page (lib/hydration.tsx).
 */
export function AppProvider({
  queryClient,
  hydrating = false,
  children,
}: {
  queryClient: QueryClient;
  hydrating?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationGate hydrating={hydrating}>{children}</HydrationGate>
    </QueryClientProvider>
  );
}

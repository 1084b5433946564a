import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SessionWatcher } from '../features/session/components/session-watcher';
import { ReagreeGate } from '../features/terms-reagree/reagree-gate';
import { AppProvider } from './provider';
import { RootLayout } from './routes/root';

/** `hydrating`: the page was drawn by the server and React adopts its markup (main.tsx). */
export function App({ queryClient, hydrating }: { queryClient: QueryClient; hydrating: boolean }) {
  return (
    <AppProvider queryClient={queryClient} hydrating={hydrating}>
      <BrowserRouter>
        <RootLayout />
        <SessionWatcher />
        <ReagreeGate />
      </BrowserRouter>
    </AppProvider>
  );
}

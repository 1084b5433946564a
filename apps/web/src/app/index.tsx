import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { SessionWatcher } from '../features/session/components/session-watcher';
import { AppProvider } from './provider';
import { RootLayout } from './routes/root';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <RootLayout />
        <SessionWatcher />
      </BrowserRouter>
    </AppProvider>
  );
}

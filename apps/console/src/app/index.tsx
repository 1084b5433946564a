import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { StaffSessionWatch } from '../lib/staff-session-watch';
import { ConsoleRoutes } from './router';

/**
 * The console's providers: the query cache and the browser's address (full /staff paths), and
 * the one watch for a lost staff session.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ConsoleRoutes />
        <StaffSessionWatch />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

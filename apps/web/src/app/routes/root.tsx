import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '../../features/shell/components/app-shell';

/** The layout route: every page renders inside the app shell. */
export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}

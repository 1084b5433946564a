import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundScreen, ServerErrorScreen } from '../../features/errors/components/error-screens';
import { AppShell } from '../../features/shell/components/app-shell';

/**
 * Errors thrown while rendering a page: a 404 response shows the not-found screen, anything else
 * (a render bug, a chunk that failed to load after a deploy) the 500 screen — inside the shell,
 * so the visitor keeps the header and the menu.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  console.warn('[route] page error', error);
  return <ServerErrorScreen />;
}

/** The shell itself failed: show the 500 screen inside a fresh shell as a last resort. */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.warn('[route] root error', error);
  return (
    <AppShell>
      <ServerErrorScreen />
    </AppShell>
  );
}

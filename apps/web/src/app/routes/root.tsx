import { Suspense, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { AppShell, PageFallback } from '../../features/shell/components/app-shell';
import { useHeaderTitleOverride } from '../../stores/header-store';
import { routeMetaAt, routes } from '../router';
import { useScrollRestoration } from '../use-scroll-restoration';
import { PageErrorBoundary, RootErrorBoundary } from './route-errors';

/**
 * The layout around every page: the app shell, with the page inside its own Suspense and error
 * boundary, so a page that is still loading, or that failed, replaces only the page and never the
 * header and footer. The meta comes from the static route table, so the header is right at once;
 * a page of a grouped route may name itself (stores/header-store.ts useHeaderTitle).
 */
export function RootLayout() {
  const location = useLocation();
  const titleOverride = useHeaderTitleOverride();
  const meta = useMemo(() => {
    const fromTable = routeMetaAt(location.pathname);
    return titleOverride ? { ...fromTable, title: titleOverride } : fromTable;
  }, [location.pathname, titleOverride]);
  const page = useRoutes(routes, location);
  useScrollRestoration();

  return (
    <RootErrorBoundary>
      <AppShell meta={meta}>
        <PageErrorBoundary resetKey={location.key}>
          <Suspense fallback={<PageFallback />}>{page}</Suspense>
        </PageErrorBoundary>
      </AppShell>
    </RootErrorBoundary>
  );
}

import { type ReactElement, Suspense, useMemo } from 'react';
import {
  type Location,
  matchRoutes,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
} from 'react-router';
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
  const page = renderRoute(location);
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

/**
 * What `useRoutes(routes)` renders for our flat route table: the matched route's element inside
 * React Router's route context, so `useParams` and relative paths work in the page. React Router's
 * `useRoutes` also carries the data router's and RSC's error rendering (error boundaries per
 * route, error digests, the default error screen), ~2 KiB gzip of every first visit, which the
 * declarative mode never uses: our pages fail into PageErrorBoundary (decision 010).
 */
function renderRoute(location: Location): ReactElement | null {
  // The table is flat (no child routes): one match, no outlet.
  const matches = matchRoutes(routes, location);
  const match = matches?.at(-1);
  if (!matches || !match) return null;
  return (
    <RouteContext value={{ outlet: null, matches, isDataRoute: false }}>
      {match.route.element}
    </RouteContext>
  );
}

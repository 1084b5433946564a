import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router';

type PageModule = { Component: ComponentType };

/**
 * One route-table entry for several pages (`/setting/*`, `/survey/*` …): the route table is in
 * every visitor's first download, so an area of pages costs it one entry, and the pages are
 * chosen here by path pattern (`matchPath`, e.g. `/frequency/preview/:seasonIdx`; the page reads
 * its parameter with `matchPath` too, since `useParams` only sees the area's `*`), inside the
 * area's own chunk. (react-router's <Routes> would do the same but adds its matching code to the
 * router chunk every visitor loads.) Each page stays a
 * lazy chunk of its own; a page names itself in the header with `useHeaderTitle`. An unknown
 * path of the area is replaced by `fallbackPath`.
 *
 *   export const Component = pageGroup({ '/setting': () => import('./setting-home'), … }, '/setting');
 */
export function pageGroup(
  pages: Record<string, () => Promise<PageModule>>,
  fallbackPath: string,
): ComponentType {
  const lazyPages: [string, LazyExoticComponent<ComponentType>][] = Object.entries(pages).map(
    ([path, load]) => [path, lazy(() => load().then((module) => ({ default: module.Component })))],
  );
  return function PageGroup() {
    const { pathname } = useLocation();
    const Page = lazyPages.find(([pattern]) => matchPath(pattern, pathname))?.[1];
    if (!Page) return <Navigate to={fallbackPath} replace />;
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}

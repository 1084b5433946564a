import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { venue } from '../config/venue';
import { PageFallback } from '../features/shell/components/app-shell';
import type { RouteMeta } from '../lib/route-meta';
import { RootLayout } from './routes/root';
import { PageErrorBoundary, RootErrorBoundary } from './routes/route-errors';

/**
 * The route table. Every page route carries its meta flags (spec 000 §2) in `handle`, statically,
 * so the shell can show the right header while the page's code is still loading. Page modules are
 * lazy: each route is its own chunk and only the shell is in the entry.
 */
type PageRoute = Omit<RouteObject, 'handle' | 'children' | 'index'> & {
  path: string;
  handle: RouteMeta;
};

export const pageRoutes: PageRoute[] = [
  {
    path: paths.home.path,
    handle: { title: venue.name },
    lazy: () => import('./routes/home'),
  },
  {
    path: paths.notice.list.path,
    handle: { title: '공지사항' },
    lazy: () => import('./routes/notices/notice-list'),
  },
  {
    path: paths.notice.detail.path,
    handle: { title: '공지사항', headerBackBtn: true },
    lazy: () => import('./routes/notices/notice-detail'),
  },
  {
    path: paths.faq.list.path,
    handle: { title: 'FAQ' },
    lazy: () => import('./routes/faq/faq-list'),
  },
  {
    path: paths.faq.detail.path,
    handle: { title: 'FAQ', headerBackBtn: true },
    lazy: () => import('./routes/faq/faq-detail'),
  },
  {
    path: paths.errors.serverError.path,
    handle: { title: '오류 안내' },
    lazy: () => import('./routes/errors/server-error'),
  },
  {
    path: paths.errors.serverDelay.path,
    handle: { title: '응답 지연' },
    lazy: () => import('./routes/errors/server-delay'),
  },
  {
    path: paths.errors.programUnavailable.path,
    handle: { title: '프로그램 안내', headerBackBtn: true },
    lazy: () => import('./routes/errors/program-unavailable'),
  },
  {
    path: paths.errors.inspection.path,
    handle: { title: '서비스 점검', hideHeader: true, hideFooter: true },
    lazy: () => import('./routes/errors/inspection'),
  },
  {
    path: '*',
    handle: { title: '페이지 없음' },
    lazy: () => import('./routes/errors/not-found'),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        // A pathless layer so a page that is still loading, or that failed, renders inside the
        // shell: its fallback and error screen replace only the page, not the header and footer.
        id: 'pages',
        HydrateFallback: PageFallback,
        ErrorBoundary: PageErrorBoundary,
        children: pageRoutes,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

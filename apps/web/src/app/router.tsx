import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, useState } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { venue } from '../config/venue';
import { faqCategoriesQueryOptions } from '../features/faq/api/get-faq-categories';
import { noticeQueryOptions } from '../features/notices/api/get-notice';
import { noticesQueryOptions } from '../features/notices/api/get-notices';
import { parsePositiveId } from '../lib/parse-id';
import { getRouteMeta, type RouteMeta } from '../lib/route-meta';

/**
 * The route table, for React Router in declarative mode (`useRoutes`), not the data router: the
 * app has no loaders or actions (server state lives in TanStack Query), and the data router costs
 * about 20 KiB gzip more on every first visit (docs/decisions/010-web-bundle-budget.md).
 *
 * Every page route carries its meta flags (spec 000 §2) in `handle`, statically, so the shell shows
 * the right header while the page's code is still loading. Page modules are lazy: each route is
 * its own chunk (the bench maps routes to these modules) and only the shell is in the entry.
 */
type RouteModule = { Component: ComponentType };

export type PageRoute = {
  path: string;
  handle: RouteMeta;
  /** Loads the route module; calling it early (on hover, or for the landing page) is a preload. */
  load: () => Promise<RouteModule>;
  /**
   * Starts the page's first queries on a first visit, in parallel with its code, instead of after
   * the page has rendered. The page reads them through the same query options (one cache).
   */
  prefetch?: (queryClient: QueryClient, params: Params) => void;
};

export const pageRoutes: PageRoute[] = [
  {
    path: paths.home.path,
    handle: { title: venue.name },
    load: () => import('./routes/home'),
    prefetch: (queryClient) => void queryClient.prefetchQuery(noticesQueryOptions()),
  },
  {
    path: paths.notice.list.path,
    handle: { title: '공지사항' },
    load: () => import('./routes/notices/notice-list'),
    prefetch: (queryClient) => void queryClient.prefetchQuery(noticesQueryOptions()),
  },
  {
    path: paths.notice.detail.path,
    handle: { title: '공지사항', headerBackBtn: true },
    load: () => import('./routes/notices/notice-detail'),
    prefetch: (queryClient, { noticeIdx }) => {
      const id = parsePositiveId(noticeIdx);
      if (id !== null) void queryClient.prefetchQuery(noticeQueryOptions(id));
    },
  },
  {
    path: paths.faq.list.path,
    handle: { title: 'FAQ' },
    load: () => import('./routes/faq/faq-list'),
    prefetch: (queryClient) => void queryClient.prefetchQuery(faqCategoriesQueryOptions()),
  },
  {
    path: paths.faq.detail.path,
    handle: { title: 'FAQ', headerBackBtn: true },
    load: () => import('./routes/faq/faq-detail'),
  },
  {
    path: paths.login.path,
    handle: { title: '로그인', hideFooter: true },
    load: () => import('./routes/auth/login'),
  },
  {
    path: paths.auth.kakaoRedirect.path,
    handle: { title: '로그인', hideHeader: true, hideFooter: true },
    load: () => import('./routes/auth/kakao-redirect'),
  },
  {
    path: paths.auth.tidRedirect.path,
    handle: { title: '로그인', hideHeader: true, hideFooter: true },
    load: () => import('./routes/auth/tid-redirect'),
  },
  {
    path: paths.auth.vipRedirect.path,
    handle: { title: 'VIP 입장', hideHeader: true, hideFooter: true },
    load: () => import('./routes/auth/vip-redirect'),
  },
  {
    path: paths.auth.vip.path,
    handle: { title: 'VIP 입장', hideHeader: true, hideFooter: true },
    load: () => import('./routes/auth/vip'),
  },
  {
    path: paths.auth.identification.path,
    handle: { title: '본인인증', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/auth/identification'),
  },
  {
    path: paths.auth.identification14.path,
    handle: { title: '본인인증', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/auth/identification14'),
  },
  {
    path: paths.auth.identificationGuardian.path,
    handle: { title: '보호자 인증', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/auth/identification-guardian'),
  },
  {
    path: paths.auth.integration.path,
    handle: { title: '계정 연결', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/auth/integration'),
  },
  {
    path: paths.auth.tos.path,
    handle: { title: '약관 동의', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/auth/tos'),
  },
  {
    path: paths.auth.complet.path,
    handle: { title: '회원가입 완료', hideFooter: true },
    load: () => import('./routes/auth/complet'),
  },
  {
    path: paths.errors.serverError.path,
    handle: { title: '오류 안내' },
    load: () => import('./routes/errors/server-error'),
  },
  {
    path: paths.errors.serverDelay.path,
    handle: { title: '응답 지연' },
    load: () => import('./routes/errors/server-delay'),
  },
  {
    path: paths.errors.programUnavailable.path,
    handle: { title: '프로그램 안내', headerBackBtn: true },
    load: () => import('./routes/errors/program-unavailable'),
  },
  {
    path: paths.errors.inspection.path,
    handle: { title: '서비스 점검', hideHeader: true, hideFooter: true },
    load: () => import('./routes/errors/inspection'),
  },
  {
    path: '*',
    handle: { title: '페이지 없음' },
    load: () => import('./routes/errors/not-found'),
  },
];

/**
 * A lazy page that can be loaded ahead of rendering. Once its module is in, the page renders
 * directly, without suspending: the landing page (preloaded in index.html, see vite.config.ts)
 * then appears in the same commit as the shell instead of a fallback first and the page a few
 * hundred milliseconds later on a slow phone.
 */
function lazyPage(load: PageRoute['load']) {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module.Component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded as ComponentType })));
  function Page() {
    // Chosen once per mount, so a page never switches from the lazy wrapper to the module itself
    // (a different component type would remount it and lose its state).
    const [Component] = useState(() => Loaded ?? Lazy);
    return <Component />;
  }
  return { element: <Page />, preload };
}

type AppRoute = RouteObject &
  Pick<PageRoute, 'path' | 'handle' | 'prefetch'> & { preload: () => Promise<void> };

/** The table as React Router reads it; `handle` rides along so `matchRoutes` can find the meta. */
export const routes: AppRoute[] = pageRoutes.map(({ path, handle, load, prefetch }) => ({
  path,
  handle,
  prefetch,
  ...lazyPage(load),
}));

/** The meta flags of the page at `pathname` (the deepest match wins, see lib/route-meta). */
export function routeMetaAt(pathname: string): Required<RouteMeta> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return getRouteMeta(matches.map((match) => ({ handle: match.route.handle })));
}

/**
 * Loads the code of the page at `pathname` and, given a query client, starts its first queries.
 * Settles either way: a failure is left to the page's error boundary (code) or to the page itself
 * (data), which meet it again when the page renders.
 */
export function preloadRoute(pathname: string, queryClient?: QueryClient): Promise<void> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return Promise.resolve();
  if (queryClient) match.route.prefetch?.(queryClient, match.params);
  return match.route.preload().catch(() => {});
}

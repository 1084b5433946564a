import type { QueryClient } from '@tanstack/react-query';
import { seoulToday } from '@venue/contract/domain';
import type { ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { bannerListQueryOptions } from '../features/banners/api/get-banner-list';
import { mainBannerListQueryOptions } from '../features/banners/api/get-main-banners';
import { faqCategoriesQueryOptions } from '../features/faq/api/get-faq-categories';
import { noticeQueryOptions } from '../features/notices/api/get-notice';
import { noticesQueryOptions } from '../features/notices/api/get-notices';
import { programListQueryOptions } from '../features/programs/api/get-programs';
import { appConfigQueryOptions } from '../features/seongsu/api/get-app-config';
import { zonesQueryOptions } from '../features/shell/api/get-zones';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import { parsePositiveId } from '../lib/parse-id';
import { getRouteMeta, type RouteMeta } from '../lib/route-meta';
import { venueInfoQueryOptions } from '../lib/venue-info/get-venue-info';

/**
 * The route table, for React Router in declarative mode (`useRoutes`), not the data router: the
 * app has no loaders or actions (server state lives in TanStack Query), and the data router costs
 * about 20 KiB gzip more on every first visit (docs/decisions/010-web-bundle-budget.md).
 *
 * Every page route carries its meta flags (spec 000 §2) in `handle`, statically, so the shell shows
 * the right header while the page's code is still loading. Page modules are lazy: each route is
 * its own chunk (the bench maps routes to these modules) and only the shell is in the entry.
 */
type RouteModule = {
  Component: ComponentType;
  preloadFirstScreen?: (queryClient?: QueryClient) => Promise<unknown>;
};

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
  /**
   * Rendered on the server for a first visit (a guest's view, from the prefetch's data): the
   * public landing pages, so their first paint does not wait for the scripts. Every query the
   * page shows above the fold must be in `prefetch`. See ssr/entry-server.tsx.
   */
  ssr?: boolean;
};

export const pageRoutes: PageRoute[] = [
  {
    path: paths.home.path,
    // The header shows the venue's wordmark here; the tab reads 홈 | the venue's name.
    handle: { title: '홈' },
    load: () => import('./routes/home'),
    // Everything the guest home shows above the fold and just below it, so a server render has
    // it all and the browser's first render needs no request.
    prefetch: (queryClient) => {
      void queryClient.prefetchQuery(mainBannerListQueryOptions());
      void queryClient.prefetchQuery(bannerListQueryOptions());
      void queryClient.prefetchQuery(
        programListQueryOptions({ startDate: seoulToday(new Date()) }),
      );
      void queryClient.prefetchQuery(zonesQueryOptions());
      void queryClient.prefetchQuery(noticesQueryOptions());
      // The footer's venue facts (decision 030), so the server render draws them too.
      void queryClient.prefetchQuery(venueInfoQueryOptions());
    },
    ssr: true,
  },
  {
    path: paths.program.list.path,
    handle: { title: '프로그램' },
    load: () => import('./routes/programs/program-list'),
  },
  {
    path: paths.resEntry.path,
    handle: { title: '예약·응모' },
    load: () => import('./routes/res-entry/res-entry-list'),
  },
  // 1:1 inquiries (decision 018): the area's pages are routed inside its own chunk.
  {
    path: paths.inquiry.path,
    handle: { title: '1:1 문의', headerBackBtn: true },
    load: () => import('./routes/inquiry/inquiry-area'),
  },
  {
    path: paths.visitAnswer.path,
    handle: { title: '방문 확인', hideFooter: true },
    load: () => import('./routes/visit-answer'),
  },
  {
    path: paths.resEntryDetail.path,
    handle: { title: '내역 상세', headerBackBtn: true },
    load: () => import('./routes/res-entry/res-entry-detail'),
  },
  {
    path: paths.program.detail.path,
    handle: { title: '프로그램', headerBackBtn: true },
    load: () => import('./routes/programs/program-detail'),
  },
  {
    path: paths.reserveFlow.schedule.path,
    handle: { title: '일정 선택', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/reserve-flow/schedule'),
  },
  {
    path: paths.reserveFlow.infoConfirm.path,
    handle: { title: '정보 확인', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/reserve-flow/info-confirm'),
  },
  {
    path: paths.reserveFlow.participy.path,
    handle: { title: '사전 질문', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/reserve-flow/participy'),
  },
  {
    path: paths.reserveFlow.complete.path,
    handle: { title: '신청 완료', hideFooter: true },
    load: () => import('./routes/reserve-flow/program-complete'),
  },
  {
    path: paths.seongsu.main.path,
    handle: { title: '공간 안내' },
    load: () => import('./routes/seongsu/venue'),
  },
  {
    path: paths.seongsu.zone.path,
    handle: { title: '공간 안내', headerBackBtn: true },
    load: () => import('./routes/seongsu/zone-detail'),
  },
  {
    path: paths.notice.list.path,
    handle: { title: '공지사항' },
    load: () => import('./routes/notices/notice-list'),
    prefetch: (queryClient) => {
      void queryClient.prefetchQuery(noticesQueryOptions());
      void queryClient.prefetchQuery(venueInfoQueryOptions());
    },
    ssr: true,
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
    // Which login buttons to show, with the page's code rather than after it.
    prefetch: (queryClient) => void queryClient.prefetchQuery(appConfigQueryOptions()),
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
  // My QR (spec 000 §2 QR, §4; features/qr). The issue steps replace one another in the history,
  // so Back from any of them, or from the QR, leaves My QR instead of looping through redirects.
  {
    path: paths.qr.path,
    handle: { title: 'My QR', headerBackBtn: true },
    load: () => import('./routes/qr/qr'),
  },
  {
    path: paths.qrIssue.path,
    handle: { title: 'QR 발급', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/qr/qr-issue'),
  },
  {
    path: paths.qrIssue14.path,
    handle: { title: 'QR 발급', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/qr/qr-issue14'),
  },
  {
    path: paths.qrIssueGuardian.path,
    handle: { title: '보호자 인증', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/qr/qr-issue-guardian'),
  },
  {
    path: paths.qrComplet.path,
    handle: { title: 'My QR', headerBackBtn: true, hideFooter: true },
    load: () => import('./routes/qr/qr-complet'),
  },
  {
    path: paths.qrTutorial.path,
    handle: { title: 'My QR 이용 안내', headerBackBtn: true },
    load: () => import('./routes/qr/qr-tutorial'),
  },
  {
    path: paths.tutorial.path,
    handle: { title: '체험방법', headerBackBtn: true },
    load: () => import('./routes/qr/tutorial'),
  },
  // Draw Tour (decision 020): one entry, its pages are routed inside its own chunk.
  {
    path: paths.frequency.path,
    handle: { title: '드로우 투어', headerBackBtn: true },
    load: () => import('./routes/frequency/frequency-area'),
  },
  // Settings (decision 019): one entry, its pages are routed inside its own chunk.
  {
    path: paths.setting.path,
    handle: { title: '설정', headerBackBtn: true },
    load: () => import('./routes/setting/setting-area'),
  },
  {
    path: paths.privacyPolicy.path,
    handle: { title: '개인정보처리방침', headerBackBtn: true },
    load: () => import('./routes/setting/privacy-policy'),
  },
  {
    path: paths.termsPreview.path,
    handle: { title: '약관 보기', headerBackBtn: true },
    load: () => import('./routes/setting/terms-preview'),
  },
  // Surveys (decision 021): one entry, its pages are routed inside its own chunk.
  {
    path: paths.survey.path,
    // '설문', not the pages' own '설문 참여': every byte here is in the home page's budget.
    handle: { title: '설문', headerBackBtn: true },
    load: () => import('./routes/survey/survey-area'),
  },
  // 내 대기 (decision 063): the area's pages are routed inside its own chunk.
  {
    path: paths.waitlist.path,
    handle: { title: '내 대기', headerBackBtn: true },
    load: () => import('./routes/waitlist/waitlist-area'),
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
 * The query client of the first page (main.tsx, or the server's render): a page's
 * `preloadFirstScreen` may read the data it was drawn with (the boot data) to load only the lazy
 * parts that data shows, e.g. the home's popup.
 */
let firstScreenClient: QueryClient | undefined;

/**
 * A lazy page that can be loaded ahead of rendering (lib/lazy-with-preload): the landing page
 * (preloaded in index.html, see vite.config.ts) then appears in the same commit as the shell
 * instead of a fallback first and the page a few hundred milliseconds later on a slow phone. A
 * page module may also export `preloadFirstScreen`, the lazy parts of its first screen, which
 * are loaded with it.
 */
function lazyPage(load: PageRoute['load']) {
  const Page = lazyWithPreload<Record<string, never>>(() =>
    load().then(async (module) => {
      // A part that fails to load here is met again, and handled, when it renders.
      await module.preloadFirstScreen?.(firstScreenClient).catch(() => {});
      return { default: module.Component };
    }),
  );
  return { element: <Page />, preload: Page.preload, isLoaded: Page.isLoaded };
}

type AppRoute = RouteObject &
  Pick<PageRoute, 'path' | 'handle' | 'prefetch' | 'ssr'> & {
    preload: () => Promise<void>;
    isLoaded: () => boolean;
  };

/** The table as React Router reads it; `handle` rides along so `matchRoutes` can find the meta. */
export const routes: AppRoute[] = pageRoutes.map(({ path, handle, load, prefetch, ssr }) => ({
  path,
  handle,
  prefetch,
  ssr,
  ...lazyPage(load),
}));

/** The meta flags of the page at `pathname` (the deepest match wins, see lib/route-meta). */
export function routeMetaAt(pathname: string): Required<RouteMeta> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return getRouteMeta(matches.map((match) => ({ handle: match.route.handle })));
}

/** Whether the page at `pathname` is rendered on the server for a first visit. */
export function isServerRendered(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.ssr === true;
}

/** Whether the code of the page at `pathname` is loaded (it renders without suspending). */
export function isRouteLoaded(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.at(-1)?.route.isLoaded() === true;
}

/**
 * Loads the code of the page at `pathname` and, given a query client, starts its first queries.
 * Settles either way: a failure is left to the page's error boundary (code) or to the page itself
 * (data), which meet it again when the page renders.
 */
export function preloadRoute(pathname: string, queryClient?: QueryClient): Promise<void> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (!match) return Promise.resolve();
  if (queryClient) {
    firstScreenClient = queryClient;
    match.route.prefetch?.(queryClient, match.params);
  }
  return match.route.preload().catch(() => {});
}

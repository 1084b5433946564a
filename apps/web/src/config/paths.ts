import { faqDetail, noticeDetail, programDetail, zoneDetail } from '@venue/contract/endpoints';

/**
 * Every route of the app, with the href builder to reach it. Links never spell paths by hand, so a
 * renamed route is one edit. Routes that later issues implement (program, venue, QR, login …) are
 * listed already because the shell links to them.
 *
 * A public detail page names its `contentCall`: the public read (POST, body `{ <its one path
 * parameter>: id }`) whose 404 means the content is not there. The server asks it before it
 * serves the page, so such a page answers 404 like the screen the app then shows
 * (config/route-manifest.ts).
 */
const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirect?: string) =>
      withQuery('/login', { redirect: redirect && redirect !== '/' ? redirect : undefined }),
  },
  auth: {
    kakaoRedirect: { path: '/kakao-redirect', getHref: () => '/kakao-redirect' },
    tidRedirect: { path: '/tidredirect', getHref: () => '/tidredirect' },
    vipRedirect: {
      path: '/vipredirect',
      getHref: (code: string) => withQuery('/vipredirect', { code }),
    },
    vip: { path: '/vip', getHref: () => '/vip' },
    identification: { path: '/identification', getHref: () => '/identification' },
    identification14: { path: '/identification14', getHref: () => '/identification14' },
    identificationGuardian: {
      path: '/identificationGuardian',
      getHref: () => '/identificationGuardian',
    },
    integration: { path: '/Integration', getHref: () => '/Integration' },
    tos: {
      path: '/tos',
      getHref: (under14: boolean) => withQuery('/tos', { under14: String(under14) }),
    },
    complet: { path: '/complet', getHref: () => '/complet' },
  },
  program: {
    list: {
      path: '/program',
      /** spec 001 §2 query: tab, categories (ALL or ids), floor, startDate */
      getHref: (
        query: {
          tab?: 'category' | 'floor' | 'date';
          categories?: string;
          floor?: number;
          startDate?: string;
        } = {},
      ) => withQuery('/program', query),
    },
    detail: {
      path: '/program/:programIdx',
      contentCall: programDetail.path,
      getHref: (id: number) => `/program/${id}`,
    },
  },
  /** The reservation and application flow (spec 001 §2): detail button → schedule → … → complete. */
  reserveFlow: {
    schedule: {
      path: '/schedule/:programIdx',
      getHref: (programIdx: number) => `/schedule/${programIdx}`,
    },
    /** spelled as the spec spells it */
    infoConfirm: { path: '/infocomfirm', getHref: () => '/infocomfirm' },
    participy: { path: '/participy', getHref: () => '/participy' },
    complete: { path: '/programComplete', getHref: () => '/programComplete' },
  },
  seongsu: {
    main: {
      path: '/seongsu',
      getHref: (tab?: 'brand' | 'space' | 'location' | 'tour') => withQuery('/seongsu', { tab }),
    },
    zone: {
      path: '/seongsu/:zoneIdx',
      contentCall: zoneDetail.path,
      getHref: (id: number) => `/seongsu/${id}`,
    },
  },
  notice: {
    list: { path: '/notice', getHref: () => '/notice' },
    detail: {
      path: '/notice/:noticeIdx',
      contentCall: noticeDetail.path,
      getHref: (id: number) => `/notice/${id}`,
    },
  },
  faq: {
    list: {
      path: '/FAQ',
      getHref: (category?: number) => withQuery('/FAQ', { category }),
    },
    detail: {
      path: '/FAQ/:faqsIdx',
      contentCall: faqDetail.path,
      getHref: (id: number) => `/FAQ/${id}`,
    },
  },
  /** My QR (spec 000 §2 QR, §4): before-QR screen, issue, under-14 guardian, the QR, how-to */
  qr: { path: '/qr', getHref: () => '/qr' },
  qrIssue: { path: '/qrissue', getHref: () => '/qrissue' },
  qrIssue14: { path: '/qrIssue14', getHref: () => '/qrIssue14' },
  qrIssueGuardian: { path: '/qrIssueGuardian', getHref: () => '/qrIssueGuardian' },
  qrComplet: { path: '/qrComplet', getHref: () => '/qrComplet' },
  qrTutorial: { path: '/qrtutorial', getHref: () => '/qrtutorial' },
  /** the iframe tutorial of a program (spec 000 §2 QR) */
  tutorial: {
    path: '/tutorial/:programIdx',
    getHref: (programIdx: number) => `/tutorial/${programIdx}`,
  },
  /**
   * Draw Tour (decision 020): one route for /frequency (→ /frequency/now), now, past, method and
   * preview/{id}, whose own paths live with it (features/frequency/frequency-paths.ts).
   */
  frequency: { path: '/frequency/*', getHref: () => '/frequency' },
  resEntry: { path: '/res-entry', getHref: () => '/res-entry' },
  /**
   * History detail (spec 001 §2): /res-entry/detail/{id}, or with the lower-cased program type
   * first, /res-entry/detail/{type}/{id}. Both routes render the same page.
   */
  /** The visit reminder's 갈게요 / 못 가요: a signed link, no login. */
  visitAnswer: {
    path: '/visit-answer/:token',
    getHref: (token: string) => `/visit-answer/${encodeURIComponent(token)}`,
  },
  resEntryDetail: {
    /** `/res-entry/detail/{id}` or, from the list, `/res-entry/detail/{programType}/{id}` */
    path: '/res-entry/detail/:programType?/:reserveEntryIdx',
    getHref: (reserveEntryIdx: number, programType?: string) =>
      programType
        ? `/res-entry/detail/${programType.toLowerCase()}/${reserveEntryIdx}`
        : `/res-entry/detail/${reserveEntryIdx}`,
  },
  /**
   * The 1:1 inquiry area (decision 018): one route for /inquiry/form, /inquiry/list and
   * /inquiry/{id}, whose own paths live with it (features/inquiry/inquiry-paths.ts).
   */
  inquiry: { path: '/inquiry/*', getHref: () => '/inquiry' },
  /**
   * 내 대기, the waiting lists (decision 063): /waitlist and one place, /waitlist/{id} (the
   * 예약 제안 알림톡's button), whose own paths live with it (features/waitlist/waitlist-paths.ts).
   */
  waitlist: { path: '/waitlist/*', getHref: () => '/waitlist' },
  /** Surveys (decision 021): /survey/ing and /survey/{id} (features/survey/survey-paths.ts). */
  survey: { path: '/survey/*', getHref: () => '/survey' },
  /**
   * The settings area (decision 019): one route for /setting, /setting/info, /setting/easy,
   * /setting/terms and /setting/withdraw(/complete), whose own paths live with it
   * (features/settings/setting-paths.ts).
   */
  setting: { path: '/setting/*', getHref: () => '/setting' },
  /** The venue's privacy policy, CMS-managed and versioned; the footer links here. */
  privacyPolicy: { path: '/privacy', getHref: () => '/privacy' },
  termsPreview: {
    path: '/terms/preview/:termsIdx',
    getHref: (termsIdx: number) => `/terms/preview/${termsIdx}`,
  },
  errors: {
    serverError: { path: '/500', getHref: () => '/500' },
    serverDelay: { path: '/errorServer', getHref: () => '/errorServer' },
    programUnavailable: { path: '/errorProgram', getHref: () => '/errorProgram' },
    inspection: { path: '/inspection', getHref: () => '/inspection' },
  },
} as const;

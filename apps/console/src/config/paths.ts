/**
 * Every path of the staff console (decisions 017, 025), full paths under /staff: the server
 * serves the console there, and the router matches these as they are (no basename), so a link,
 * a redirect and the address bar all read the same. app/console-pages.tsx declares each page.
 */
export const staffPaths = {
  login: {
    path: '/staff/login',
    /**
     * `redirect`: the console page to return to (only /staff paths are honoured); without one,
     * the login goes to 오늘. The scanner (/staff) is a return address like any other page.
     */
    getHref: (redirect?: string) =>
      redirect ? `/staff/login?${new URLSearchParams({ redirect })}` : '/staff/login',
  },
  scanner: { path: '/staff', getHref: () => '/staff' },
  /**
   * The roster: `program`, `date` (YYYY-MM-DD), `instance` and `q` (name, the
   * phone's last four digits or a booking number) filter it.
   */
  roster: {
    path: '/staff/roster',
    getHref: (filters: { program?: number; date?: string; instance?: number; q?: string } = {}) => {
      const query = new URLSearchParams();
      if (filters.program) query.set('program', String(filters.program));
      if (filters.date) query.set('date', filters.date);
      if (filters.instance) query.set('instance', String(filters.instance));
      if (filters.q) query.set('q', filters.q);
      const text = query.toString();
      return text ? `/staff/roster?${text}` : '/staff/roster';
    },
  },
  /** The printable roster: the roster's `program`, `date` and `instance`. */
  rosterPrint: {
    path: '/staff/roster/print',
    getHref: (filters: { program?: number; date?: string; instance?: number } = {}) => {
      const query = new URLSearchParams();
      if (filters.program) query.set('program', String(filters.program));
      if (filters.date) query.set('date', filters.date);
      if (filters.instance) query.set('instance', String(filters.instance));
      const text = query.toString();
      return text ? `/staff/roster/print?${text}` : '/staff/roster/print';
    },
  },
  /** Every member, filtered and sorted (`member-list-query.ts`). */
  memberList: {
    path: '/staff/member-list',
    getHref: (search = '') => `/staff/member-list${search}`,
  },
  /** Named check-in lists the scanner chooses (EDITOR). */
  doorLists: { path: '/staff/door-lists', getHref: () => '/staff/door-lists' },
  /** Each outside provider's setup and last answers (ADMIN). */
  providers: { path: '/staff/providers', getHref: () => '/staff/providers' },
  /** The draws (decision 036): `?program=` opens one. */
  draws: {
    path: '/staff/draws',
    getHref: (program?: number) => (program ? `/staff/draws?program=${program}` : '/staff/draws'),
  },
  operators: { path: '/staff/operators', getHref: () => '/staff/operators' },
  /** The operator's own password (decision 034); after a reset, the only page until changed. */
  password: { path: '/staff/password', getHref: () => '/staff/password' },
  /** The operator's own two-factor login (decision 035; ADMIN). */
  twoFactor: { path: '/staff/two-factor', getHref: () => '/staff/two-factor' },
  /** 1:1 inquiries (decision 018): the list, `?status=WAITING|ANSWERED` filters it. */
  inquiries: {
    path: '/staff/inquiries',
    getHref: (status?: 'WAITING' | 'ANSWERED') =>
      status ? `/staff/inquiries?status=${status}` : '/staff/inquiries',
  },
  inquiry: {
    path: '/staff/inquiries/:inquiryIdx',
    getHref: (inquiryIdx: number) => `/staff/inquiries/${inquiryIdx}`,
  },
  /** Survey results (decision 021): every survey, and one survey's answers counted. */
  surveys: { path: '/staff/surveys', getHref: () => '/staff/surveys' },
  /** The survey editor (decision 031; EDITOR+): create, edit, copy once answered. */
  surveyEditor: { path: '/staff/survey-editor', getHref: () => '/staff/survey-editor' },
  surveyResults: {
    path: '/staff/surveys/:surveyIdx',
    getHref: (surveyIdx: number) => `/staff/surveys/${surveyIdx}`,
  },
  /** The Draw Tour reward desk (decision 022): a member's board by their QR, and the handout. */
  rewards: { path: '/staff/rewards', getHref: () => '/staff/rewards' },
  /** Programs (decision 026): the list, the editor, its instances and questions. */
  programs: { path: '/staff/programs', getHref: () => '/staff/programs' },
  programNew: { path: '/staff/programs/new', getHref: () => '/staff/programs/new' },
  program: {
    path: '/staff/programs/:programIdx',
    getHref: (programIdx: number) => `/staff/programs/${programIdx}`,
  },
  programInstances: {
    path: '/staff/programs/:programIdx/instances',
    getHref: (programIdx: number) => `/staff/programs/${programIdx}/instances`,
  },
  programQuestions: {
    path: '/staff/programs/:programIdx/questions',
    getHref: (programIdx: number) => `/staff/programs/${programIdx}/questions`,
  },
  programCategories: {
    path: '/staff/program-categories',
    getHref: () => '/staff/program-categories',
  },
  /** The venue's structure (decision 030): floors, zones, the floor maps and the tour. */
  floors: { path: '/staff/floors', getHref: () => '/staff/floors' },
  zones: {
    path: '/staff/zones',
    /** `floorIdx`: the zones of one floor */
    getHref: (floorIdx?: number) => (floorIdx ? `/staff/zones?floor=${floorIdx}` : '/staff/zones'),
  },
  floorMaps: {
    path: '/staff/floor-maps',
    /** `floorIdx`: the floor whose map is open */
    getHref: (floorIdx?: number) =>
      floorIdx ? `/staff/floor-maps?floor=${floorIdx}` : '/staff/floor-maps',
  },
  tour: { path: '/staff/tour', getHref: () => '/staff/tour' },
  /** The venue settings (ADMIN): facts, hours, closed days, maintenance window. */
  venueSettings: { path: '/staff/venue-settings', getHref: () => '/staff/venue-settings' },
  /** Content: the media library, notices, FAQ, banners (`?type=` a kind), terms. */
  media: { path: '/staff/media', getHref: () => '/staff/media' },
  notices: { path: '/staff/notices', getHref: () => '/staff/notices' },
  faq: { path: '/staff/faq', getHref: () => '/staff/faq' },
  banners: {
    path: '/staff/banners',
    getHref: (type?: string) => (type ? `/staff/banners?type=${type}` : '/staff/banners'),
  },
  terms: { path: '/staff/terms', getHref: () => '/staff/terms' },
  /** Draw Tour seasons, rewards and stock; the reward desk is /staff/rewards. */
  drawTour: { path: '/staff/draw-tour', getHref: () => '/staff/draw-tour' },
  /** The operators' audit log (decision 029), ADMIN only; filters in the query string. */
  audit: { path: '/staff/audit', getHref: () => '/staff/audit' },
  // Decision 033: the day, members, VIP keys and exports.
  /** 오늘: the day's counts, refreshed by themselves; works at 390 px. */
  today: { path: '/staff/today', getHref: () => '/staff/today' },
  /** 회원: `?q=` the search, `&member=` the member open beside it. */
  members: {
    path: '/staff/members',
    getHref: (query?: string, userIdx?: number) => {
      const params = new URLSearchParams();
      if (query) params.set('q', query);
      if (userIdx) params.set('member', String(userIdx));
      const search = params.toString();
      return search ? `/staff/members?${search}` : '/staff/members';
    },
  },
  vipKeys: { path: '/staff/vip-keys', getHref: () => '/staff/vip-keys' },
  /**
   * 메시지: `tab=failed` the 발송 실패 list; `date` (YYYY-MM-DD, `all`), `kind`,
   * `status`, `program`, `member`, `q` filter it, `page`, and `message` opens one beside the list.
   */
  messages: {
    path: '/staff/messages',
    getHref: (filters: Record<string, string | number | undefined> = {}) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) {
        if (value !== undefined && value !== '') query.set(key, String(value));
      }
      const text = query.toString();
      return text ? `/staff/messages?${text}` : '/staff/messages';
    },
  },
  /**
   * 알림톡 템플릿, a tab of 메시지: every kind's template and its Kakao review;
   * `kind` (RESERVATION_CONFIRMED, …) opens that kind's template.
   */
  messageTemplates: {
    path: '/staff/messages/templates',
    getHref: (kind?: string) =>
      kind ? `/staff/messages/templates?kind=${kind}` : '/staff/messages/templates',
  },
  exports: { path: '/staff/exports', getHref: () => '/staff/exports' },
  /**
   * 연동 (ADMIN): API tokens and webhooks; `webhook` opens that endpoint's 전송 기록.
   */
  integrations: {
    path: '/staff/integrations',
    getHref: (webhook?: number) =>
      webhook ? `/staff/integrations?webhook=${webhook}` : '/staff/integrations',
  },
  /**
   * 통계: `from` and `to` (YYYY-MM-DD; the last 7 days when left out), `program`
   * and `floor` narrow it.
   */
  stats: {
    path: '/staff/stats',
    getHref: (filters: Record<string, string | number | undefined> = {}) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) {
        if (value !== undefined && value !== '') query.set(key, String(value));
      }
      const text = query.toString();
      return text ? `/staff/stats?${text}` : '/staff/stats';
    },
  },
} as const;

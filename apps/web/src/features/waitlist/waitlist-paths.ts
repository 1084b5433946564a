/**
 * 내 대기, the waiting lists' pages (decision 063). The app's route table has one entry for the
 * area, `/waitlist/*` (config/paths.ts); these are its pages, routed inside it by
 * app/routes/waitlist/waitlist-area.tsx. Unknown paths of the area are replaced by the list.
 */
export const waitlistPaths = {
  list: { path: '/waitlist', getHref: () => '/waitlist' },
  /** One place in a line: the 예약 제안 알림톡's 예약하기 opens it (the server's template). */
  offer: {
    path: '/waitlist/:waitlistIdx',
    getHref: (waitlistIdx: number) => `/waitlist/${waitlistIdx}`,
  },
} as const;

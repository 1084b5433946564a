/**
 * The survey pages (spec 001 §2 `/survey` → `/survey/ing`; decision 021). The app's
 * route table has one entry, `/survey/*` (config/paths.ts); these are its pages, routed inside it
 * by app/routes/survey/survey-area.tsx. `/survey` itself (and any unknown survey path) is
 * replaced by `/survey/ing`. `ing` comes first: `/survey/:surveyIdx` would match it too.
 */
export const surveyPaths = {
  ing: { path: '/survey/ing', getHref: () => '/survey/ing' },
  detail: {
    path: '/survey/:surveyIdx',
    getHref: (surveyIdx: number) => `/survey/${surveyIdx}`,
  },
} as const;

/**
 * The 1:1 inquiry area's pages (decision 018). The app's route table has one entry
 * for the area, `/inquiry/*` (config/paths.ts); these are its pages, routed inside it by
 * app/routes/inquiry/inquiry-area.tsx. `/inquiry` itself is replaced by the form.
 */
export const inquiryPaths = {
  form: { path: '/inquiry/form', getHref: () => '/inquiry/form' },
  list: { path: '/inquiry/list', getHref: () => '/inquiry/list' },
  detail: {
    path: '/inquiry/:inquiryIdx',
    getHref: (inquiryIdx: number) => `/inquiry/${inquiryIdx}`,
  },
} as const;

/**
 * The settings area's pages (spec 001 §2 Settings; decision 019). The app's route table has one
 * entry for them, `/setting/*` (config/paths.ts `settingArea`); app/routes/setting/setting-area.tsx
 * routes these inside it. The terms preview, /terms/preview/{id}, has its own entry.
 */
export const settingPaths = {
  home: { path: '/setting', getHref: () => '/setting' },
  info: { path: '/setting/info', getHref: () => '/setting/info' },
  easy: { path: '/setting/easy', getHref: () => '/setting/easy' },
  terms: { path: '/setting/terms', getHref: () => '/setting/terms' },
  withdraw: { path: '/setting/withdraw', getHref: () => '/setting/withdraw' },
  withdrawComplete: {
    path: '/setting/withdraw/complete',
    getHref: () => '/setting/withdraw/complete',
  },
} as const;

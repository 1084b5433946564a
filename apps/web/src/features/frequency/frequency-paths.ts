/**
 * Draw Tour's pages (spec 001 §2 /frequency; decision 020). The app's route table has one entry,
 * `/frequency/*` (config/paths.ts); these are its pages, routed inside it by
 * app/routes/frequency/frequency-area.tsx. `/frequency` itself is replaced by `/frequency/now`.
 */
export const frequencyPaths = {
  now: { path: '/frequency/now', getHref: () => '/frequency/now' },
  past: { path: '/frequency/past', getHref: () => '/frequency/past' },
  method: { path: '/frequency/method', getHref: () => '/frequency/method' },
  preview: {
    path: '/frequency/preview/:seasonIdx',
    getHref: (seasonIdx: number) => `/frequency/preview/${seasonIdx}`,
  },
} as const;

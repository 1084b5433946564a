import type { RouteModule } from './lib/bundle-size';

/**
 * Key routes and the lazy route module each one loads, as wired in apps/web/src/app/router.tsx
 * (`lazy: () => import('./routes/…')`). Module paths are relative to apps/web, the Vite root, as
 * the manifest names them.
 */
export const KEY_ROUTES: RouteModule[] = [
  { route: '/', label: '/ (home)', module: 'src/app/routes/home.tsx' },
  { route: '/notice', label: '/notice', module: 'src/app/routes/notices/notice-list.tsx' },
  {
    route: '/notice/:id',
    label: '/notice/:id',
    module: 'src/app/routes/notices/notice-detail.tsx',
  },
  { route: '/FAQ', label: '/FAQ', module: 'src/app/routes/faq/faq-list.tsx' },
  { route: '*', label: '404', module: 'src/app/routes/errors/not-found.tsx' },
  // My QR (decision 070): the device-bound pass, its keys and the live code load here only.
  { route: '/qrComplet', label: '/qrComplet (My QR)', module: 'src/app/routes/qr/qr-complet.tsx' },
];

/** Pages Lighthouse loads, on the production server. */
export const LIGHTHOUSE_PATHS = ['/', '/notice'];

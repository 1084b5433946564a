/**
 * The visitor app's service worker (built to /sw.js by vite-plugin-pwa, vite.config.ts
 * `installableApp`). What it does, and what it leaves alone:
 * - keeps the app's code and styles and the shell page (the build's list, `__WB_MANIFEST`), and
 *   serves them from its cache: a page that opened once online opens again without a network;
 * - a page load goes to the server first, which draws the page (the landing pages server-rendered,
 *   the venue's name in the title); only when that fails (offline) does the kept shell answer,
 *   and the app then boots in the browser from the queries it kept (offline-support.ts);
 * - floor plans (uploaded images under /media/) that the app put in FLOOR_PLAN_CACHE are
 *   refreshed from the network when it answers and served from that cache when it does not;
 *   other media, the API and the staff console are never touched.
 * A new worker takes over at once (skipWaiting, clientsClaim): pages always come from the
 * server when online, so an old tab never mixes two builds from this cache.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { FLOOR_PLAN_CACHE, isFloorPlanRequest, SHELL_URL, SW_DENYLIST } from './sw-rules';

/** The few members of the worker's global scope used here (the project's types are the DOM's). */
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: WorkerScope;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The page request starts while the worker boots (navigation preload), so a worker costs an
// online page load no extra round trip.
self.addEventListener('activate', (event) => {
  const preload = self.registration.navigationPreload;
  if (preload) event.waitUntil(preload.enable());
});

const EMPTY_PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

const shell = createHandlerBoundToURL(SHELL_URL);
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const event = options.event as { preloadResponse?: Promise<Response | undefined> };
        const preloaded = await event.preloadResponse;
        return preloaded ?? (await fetch(options.request));
      } catch {
        return shell(options);
      }
    },
    { denylist: SW_DENYLIST },
  ),
);

registerRoute(
  ({ request, url }) => isFloorPlanRequest(request.destination, url),
  new NetworkFirst({
    cacheName: FLOOR_PLAN_CACHE,
    // A server's Vary (Accept, Accept-Encoding) must not hide the kept plan from an <img>.
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        // Only the floor plans the app put in the cache are refreshed there; any other image
        // under /media/ (banners, program pictures) passes through unkept.
        cacheWillUpdate: async ({ request, response }) => {
          const cache = await caches.open(FLOOR_PLAN_CACHE);
          return response.ok && (await cache.match(request, { ignoreVary: true }))
            ? response
            : null;
        },
        // Offline, a picture nothing kept (a program's, a zone's) is an empty one: the card keeps
        // its grey frame instead of the browser's broken-image mark.
        handlerDidError: async () =>
          new Response(EMPTY_PICTURE, {
            headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' },
          }),
      },
    ],
  }),
);

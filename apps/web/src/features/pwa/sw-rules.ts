/**
 * What the service worker (sw.ts) and the page (offline-support.ts) agree on. No imports: the
 * worker is built on its own and must not pull the app in.
 */

/** The kept shell page the worker answers a page load with when the network does not. */
export const SHELL_URL = '/index.html';

/**
 * Page loads the worker leaves to the network: the staff console is an app of its own
 * (decision 025), and the API, media and sandbox paths are never pages of this app.
 */
export const SW_DENYLIST = [/^\/staff(?:\/|$)/, /^\/api\//, /^\/media\//, /^\/sandbox\//];

/** The Cache Storage cache of the venue's uploaded floor plans (written by the page). */
export const FLOOR_PLAN_CACHE = 'venue-floor-plans';

/** An image request under /media/ of this origin: it may be a kept floor plan. */
export function isFloorPlanRequest(destination: string, url: URL): boolean {
  return (
    destination === 'image' &&
    url.origin === globalThis.location?.origin &&
    url.pathname.startsWith('/media/')
  );
}

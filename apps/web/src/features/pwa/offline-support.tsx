import { onlineManager, type QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import type { Floor } from '@venue/contract';
import { isBuiltInFloorPlan } from '@venue/contract/domain';
import { createRoot } from 'react-dom/client';
import { localStorageKeys, writeLocal } from '../../lib/storage-keys';
import { getAccessToken } from '../../stores/session-store';
import { floorsQueryOptions } from '../floor-map/api/get-floors';
import { indexedDbPersister } from './idb-persister';
import { OfflineBanner } from './offline-banner';
import { KEPT_QUERIES, shouldKeepQuery, VENUE_ANSWER_MAX_AGE_MS } from './persist-filter';
import { FLOOR_PLAN_CACHE } from './sw-rules';

/** Changed when a kept answer's shape changes: a copy with another one is dropped, not read. */
const KEPT_SHAPE = '1';

const signedIn = () => Boolean(getAccessToken());

/** The persister, reading back only what the rules still allow (today's, the signed-in member's). */
function keptOnly(persister: Persister): Persister {
  return {
    ...persister,
    async restoreClient(): Promise<PersistedClient | undefined> {
      const kept = await persister.restoreClient();
      if (!kept) return undefined;
      const context = { signedIn: signedIn(), now: new Date() };
      return {
        ...kept,
        clientState: {
          mutations: [],
          queries: kept.clientState.queries.filter((query) => shouldKeepQuery(query, context)),
        },
      };
    },
  };
}

const started = new WeakMap<QueryClient, Promise<void>>();

/**
 * Makes the app work without a network, once per page load (main.tsx on a start after a page
 * enabled it, or enableOffline below):
 * - the kept queries (persist-filter.ts) are read back from IndexedDB before the first page
 *   renders, and every later change to them is written back;
 * - without a network they wait (TanStack's `online` network mode) and show the kept answer,
 *   and they are all asked again when the network comes back; every other call fails at once
 *   with the client's 인터넷 연결이 끊겼습니다 (lib/query-client.ts `always`), instead of waiting;
 * - the offline notice is shown above the app.
 */
export function startOffline(queryClient: QueryClient): Promise<void> {
  const once = started.get(queryClient);
  if (once) return once;
  const start = (async () => {
    // TanStack starts out "online" whatever the browser says; a start without a network must
    // pause the kept queries at once, not fail them.
    onlineManager.setOnline(navigator.onLine);
    for (const { key } of KEPT_QUERIES)
      queryClient.setQueryDefaults(key, { networkMode: 'online' });
    const persister = keptOnly(indexedDbPersister());
    await persistQueryClientRestore({
      queryClient,
      persister,
      maxAge: VENUE_ANSWER_MAX_AGE_MS,
      buster: KEPT_SHAPE,
    }).catch(() => {});
    persistQueryClientSubscribe({
      queryClient,
      persister,
      buster: KEPT_SHAPE,
      dehydrateOptions: {
        shouldDehydrateQuery: (query) =>
          shouldKeepQuery(query, { signedIn: signedIn(), now: new Date() }),
        shouldDehydrateMutation: () => false,
      },
    });
    showOfflineNotice();
  })();
  started.set(queryClient, start);
  return start;
}

/**
 * Called by the pages a visitor needs at the door (My QR, 예약 내역, the map; app/offline-ready.tsx):
 * from now on the app starts with its kept answers, and, while online, what those pages read is
 * asked now (`prefetch`, app/door-queries.ts) and the floor plans are kept for the service worker.
 */
export async function enableOffline(
  queryClient: QueryClient,
  prefetch: (queryClient: QueryClient, signedIn: boolean) => Promise<unknown>[],
): Promise<void> {
  // Without a worker nothing could open offline (the page itself would not load): nothing is
  // kept either, and the app starts as before.
  if (!(await registerServiceWorker())) return;
  writeLocal(localStorageKeys.offline, '1');
  await startOffline(queryClient);
  if (!navigator.onLine) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  idle(() => {
    for (const asked of prefetch(queryClient, signedIn())) asked.catch(() => {});
    queryClient
      .fetchQuery(floorsQueryOptions())
      .then(keepFloorPlans)
      .catch(() => {});
  });
}

/**
 * The uploaded floor plans, into the cache the service worker answers them from offline (the
 * built-in drawings are code, kept with the app). Plans no longer on a floor are dropped.
 */
export async function keepFloorPlans(floors: Floor[]): Promise<void> {
  if (!('caches' in window)) return;
  const urls = new Set(
    floors.flatMap(({ plan }) => {
      if (!plan || isBuiltInFloorPlan(plan.savePath)) return [];
      const url = new URL(plan.savePath, window.location.href);
      return url.origin === window.location.origin && url.pathname.startsWith('/media/')
        ? [url.href]
        : [];
    }),
  );
  const cache = await caches.open(FLOOR_PLAN_CACHE);
  for (const request of await cache.keys()) {
    if (!urls.has(request.url)) await cache.delete(request);
  }
  await Promise.all(
    [...urls].map(async (url) => {
      if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url).catch(() => {});
    }),
  );
}

let notice: HTMLElement | undefined;

function showOfflineNotice(): void {
  if (notice?.isConnected) return;
  const host = document.createElement('div');
  notice = host;
  host.dataset.offlineNotice = '';
  document.body.prepend(host);
  createRoot(host).render(<OfflineBanner />);
}

/** Registers the worker (again: the browser then checks it for a new build); whether it took. */
async function registerServiceWorker(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    // updateViaCache none: the browser asks the server for /sw.js itself, never its HTTP cache.
    await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
    return true;
  } catch (error) {
    console.warn('[pwa] service worker not registered', error);
    return false;
  }
}

import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';
import { localStorageKeys, readLocal } from './lib/storage-keys';
import { VENUE_INFO_QUERY_KEY } from './lib/venue-info/get-venue-info';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
const queryClient = createQueryClient();

// A server-rendered first page (docs/decisions/014) brings the data it was rendered with: the
// query cache starts from it, so the first render below draws the same page with no request.
// (Only successful queries are sent; a plain loop keeps TanStack's hydration code out of the
// entry.)
type BootQuery = { queryKey: unknown[]; state: { data: unknown; dataUpdatedAt: number } };
const boot = document.getElementById('boot-data');
if (boot?.textContent) {
  try {
    const { queries } = JSON.parse(boot.textContent) as { queries: BootQuery[] };
    for (const { queryKey, state } of queries) {
      queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
    }
  } catch (error) {
    console.warn('boot data ignored', error);
  }
}

// Every page the server sends carries the venue settings the footer shows (decision 030).
const venueInfo = document.getElementById('venue-info');
if (venueInfo?.textContent) {
  try {
    queryClient.setQueryData(VENUE_INFO_QUERY_KEY, JSON.parse(venueInfo.textContent));
  } catch (error) {
    console.warn('venue info ignored', error);
  }
}

// The server writes the stylesheets the first paint needs into the page (<style data-href>), and
// for the page's own ones also a disabled <link>, which is how the chunk loader sees that a
// stylesheet is already there. The shell's (index.html's) get no such link
// (apps/server plugins/server-render.ts), so the first lazy chunk that lists one fetched it again
// and restyled the whole page in one task (~10 ms on a fast desktop, 4x that on a phone): each
// gets its disabled link here, before any chunk loads. A disabled link is never fetched.
for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
  const href = style.dataset.href;
  if (!href || document.querySelector(`link[href="${href}"]`)) continue;
  const link = document.createElement('link');
  link.disabled = true;
  link.rel = 'stylesheet';
  link.href = href;
  style.after(link);
}

/** Marks the document once the app has taken over the page (browser tests wait for it). */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

// The first render waits for the current page's code, and the page's data is requested at the
// same time. Rendering the shell first would commit a fallback, and React then holds the page back
// for at least 300 ms so it does not flash: the page would appear later.
// A server-rendered page is hydrated: React adopts the markup as it is (no second layout and
// paint of the whole page), drawing it first exactly as the server did, for a guest; then the
// page becomes the visitor's own (lib/hydration.tsx). Both start as a transition: React then
// renders in small slices and yields to the browser in between, instead of one long task that
// would hold input (only transitions are time-sliced; hydrateRoot alone is not).
const serverRendered = boot !== null;
// Once a page made the app work offline (features/pwa), a start reads the kept answers back
// first, so a page opened without a network draws them instead of failing. The kept shell the
// service worker answers with offline has no server-painted content: it takes createRoot below.
// A server-rendered page has its data in the page and does not wait for them.
const offline = readLocal(localStorageKeys.offline)
  ? import('./features/pwa/offline-support').then(
      (pwa) => pwa.startOffline(queryClient),
      () => {},
    )
  : undefined;
void Promise.resolve(serverRendered ? undefined : offline)
  .then(() => preloadRoute(window.location.pathname, queryClient))
  .then(() => {
    const tree = (
      <StrictMode>
        <App queryClient={queryClient} hydrating={serverRendered} />
        <AppReady />
      </StrictMode>
    );
    if (serverRendered) {
      // Inside a transition, so React hydrates in slices of ~5 ms and yields to the browser in
      // between. Outside one, hydrateRoot adopts the whole page in one blocking task (~40 ms on a
      // fast desktop, ~150 ms on a 4x slower phone: most of the home's Total Blocking Time). A tap
      // meanwhile is not lost: React hydrates the tapped part at once and replays the event.
      startTransition(() => {
        hydrateRoot(container, tree, {
          // Where the browser's first render differs from the server's page (the visitor's clock
          // is on another day than the server's, a page cached just before midnight), React draws
          // that part in the browser instead, as if the page had never been server-rendered.
          // Nothing is wrong for the visitor, so this is a note for developers, not an error.
          onRecoverableError: (error) => {
            console.warn('Part of the server-rendered page was redrawn in the browser:', error);
          },
        });
      });
      return;
    }
    const root = createRoot(container);
    startTransition(() => {
      root.render(tree);
    });
  });

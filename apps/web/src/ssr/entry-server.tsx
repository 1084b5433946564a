/**
 * The server-side renderer of first visits (docs/decisions/014-landing-page-first-paint.md).
 * Built by `vite build --ssr` into apps/web/dist-ssr/entry-server.js and loaded by the server
 * (apps/server/src/plugins/web-app.ts) for the routes flagged `ssr` in app/router.tsx: the public
 * landing pages. It renders the page as a guest — the server cannot see the visitor's token,
 * which lives in localStorage — after the route's prefetch queries have been answered through
 * `transport` (the API in process), and hands back the markup and the query cache. The client
 * (main.tsx) seeds its query cache from that state and renders the same tree over the markup.
 */
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { isRouteLoaded, isServerRendered, preloadRoute } from '../app/router';
import { RootLayout } from '../app/routes/root';
import { setApiTransport } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { setServerStorage } from '../lib/storage-keys';

export interface RenderedPage {
  /** the markup of #root */
  html: string;
  /** the query cache after the prefetch, for the client to start from */
  state: DehydratedState;
}

/** Waits until no query of the client is fetching (the route's prefetches have all settled). */
async function settled(queryClient: QueryClient): Promise<void> {
  for (let round = 0; round < 20 && queryClient.isFetching() > 0; round += 1) {
    await Promise.allSettled(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.promise)
        .filter(Boolean),
    );
  }
}

/** Whether `pathname` is rendered on the server. */
export function rendersOnServer(pathname: string): boolean {
  return isServerRendered(pathname);
}

/**
 * Renders `url` (path and query) for a guest, or answers null when the route is not rendered on
 * the server. `transport` answers the page's API calls (relative /api URLs).
 */
export async function renderPage(
  url: string,
  transport: typeof fetch,
  /** the visitor's first-paint flags (the "hidden for today" cookies), by storage key */
  storage: Record<string, string> = {},
): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, 'http://ssr.invalid');
  if (!isServerRendered(pathname)) return null;
  setApiTransport(transport);
  setServerStorage(storage);
  const queryClient = createQueryClient();
  await preloadRoute(pathname, queryClient);
  // Without its code the page would render as its loading fallback: better no server render.
  if (!isRouteLoaded(pathname)) throw new Error(`the page code of ${pathname} did not load`);
  await settled(queryClient);
  // Rendering is synchronous: nothing else can change the storage values in between.
  setServerStorage(storage);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient} hydrating>
        <StaticRouter location={url}>
          <RootLayout />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  // Failed queries are left out: the client asks again, as it would without a server render.
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  });
  queryClient.clear();
  return { html, state };
}

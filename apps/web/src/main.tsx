import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';
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

/** Marks the document once the app has taken over the page (browser tests wait for it). */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

// The first render waits for the current page's code, and the page's data is requested at the
// same time. Rendering the shell first would commit a fallback, and React then holds the page back
// for at least 300 ms so it does not flash: the page would appear later. The render replaces a
// server-rendered page in place (createRoot, not hydration: a member's page differs from the
// guest page the server drew, and replacing it is one commit of the same layout).
// The render runs as a transition: React renders in small slices and yields to the browser in
// between, instead of one long task that would hold input (and the page's TBT) for its whole
// length; the page, already drawn or still blank, changes once, at the commit.
void preloadRoute(window.location.pathname, queryClient).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
        <AppReady />
      </StrictMode>,
    );
  });
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
const root = createRoot(container);
const queryClient = createQueryClient();

// The first render waits for the current page's code (for the home page it is already on its way,
// preloaded by index.html), and the page's data is requested at the same time. Rendering the shell
// first would commit a fallback, and React then holds the page back for at least 300 ms so it does
// not flash: the page would appear later.
void preloadRoute(window.location.pathname, queryClient).then(() => {
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});

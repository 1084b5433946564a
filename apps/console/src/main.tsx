import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './app/router';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

/** Marks the document once the console has rendered (browser tests wait for it). */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

preloadPage(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
    <AppReady />
  </StrictMode>,
);

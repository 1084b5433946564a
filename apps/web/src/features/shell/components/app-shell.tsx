import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, type RouteMeta } from '../../../lib/route-meta';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { confirmAlert, useCurrentAlert } from '../../../stores/alert-store';
import { useIsLoggedIn } from '../../../stores/session-store';
import { useSideMenuOpen } from '../../../stores/side-menu-store';
import { lnbBannersQueryOptions } from '../api/get-lnb-banners';
import { sandboxStatusQueryOptions } from '../api/get-sandbox-status';
import type { TermsKind } from '../api/get-terms';
import { zonesQueryOptions } from '../api/get-zones';
import { showMyQrButton } from '../header-rules';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import styles from './app-shell.module.css';
import { MyQrButton } from './my-qr-button';

// Nothing here is part of a first visit's scripts (decision 010, "Loaded when asked for"): the side
// menu's code loads when the visitor reaches for it (hover, touch or focus of the menu button) or
// opens it, the terms dialog when a footer link opens it, the global alert when an alert is
// raised, and the sandbox badge only when the server says it runs in sandbox mode.
const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(loadSideMenu);
const TermsDialog = lazy(() => import('./terms-dialog'));
// If the alert's code cannot be loaded (the network dropped, which is also what many alerts are
// about), the browser's own dialog says it instead.
const AlertModal = lazy(() =>
  import('../../../components/ui/alert-modal').then(
    (m) => ({ default: m.AlertModal }),
    () => ({ default: NativeAlert }),
  ),
);
const SandboxBadge = lazy(() => import('./sandbox-badge'));

/**
 * The layout around every routed page (spec 000 §2 Layout): header, main, footer, side menu,
 * terms dialog, the My QR dock and the global alert. The current route's meta flags
 * (from the route table, see app/router.tsx) decide what shows.
 */
export function AppShell({ meta, children }: { meta: Required<RouteMeta>; children: ReactNode }) {
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const menuOpen = useSideMenuOpen();
  const alertOpen = useCurrentAlert() !== undefined;
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [alertMounted, setAlertMounted] = useState(false);
  const [terms, setTerms] = useState<TermsKind | null>(null);
  const [sandbox, setSandbox] = useState(false);
  const fab = !meta.hideHeader && showMyQrButton(pathname, loggedIn);

  const title = documentTitle(meta, useVenueIdentity().name);
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (menuOpen) setMenuLoaded(true);
  }, [menuOpen]);
  useEffect(() => {
    if (alertOpen) setAlertMounted(true);
  }, [alertOpen]);

  // Once the page is idle, get the side menu's data ready (the zones and the LNB banners: JSON
  // from the read cache, no code) so it opens complete, and ask whether the server runs in sandbox
  // mode. This also puts the API client in the entry's static graph, so the browser fetches it in
  // parallel with the entry instead of after the route chunk.
  const queryClient = useQueryClient();
  useEffect(() => {
    const run = () => {
      void queryClient.prefetchQuery(zonesQueryOptions());
      void queryClient.prefetchQuery(lnbBannersQueryOptions());
      queryClient
        .fetchQuery(sandboxStatusQueryOptions())
        .then((status) => setSandbox(status?.sandbox === true))
        .catch(() => {});
    };
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(run);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, 1500);
    return () => window.clearTimeout(timer);
  }, [queryClient]);

  const pageInert = menuOpen || alertOpen || terms !== null;

  return (
    <>
      <div className={styles.app} inert={pageInert}>
        <a href="#main" className={styles.skip}>
          본문 바로가기
        </a>
        {meta.hideHeader ? null : (
          <AppHeader
            meta={meta}
            loggedIn={loggedIn}
            onMenuIntent={() => {
              loadSideMenu().catch(() => {});
            }}
          />
        )}
        <main
          id="main"
          className={`${styles.main} ${fab && meta.hideFooter ? styles.withFab : ''}`}
          tabIndex={-1}
        >
          {children}
        </main>
        {meta.hideFooter ? null : <AppFooter onOpenTerms={() => setTerms('first')} />}
        {/* Room below the last thing on the page (the footer when it shows, else the page) for
            the My QR dock: scrolled to the end, nothing sits under it. */}
        {fab && !meta.hideFooter ? (
          <div className={styles.footerFabSpace} aria-hidden="true" />
        ) : null}
        {fab ? <MyQrButton /> : null}
      </div>
      {menuLoaded || menuOpen ? (
        <Suspense fallback={null}>
          <div inert={alertOpen}>
            <SideMenu open={menuOpen} />
          </div>
        </Suspense>
      ) : null}
      {terms ? (
        <Suspense fallback={null}>
          <div inert={alertOpen}>
            <TermsDialog kind={terms} onClose={() => setTerms(null)} />
          </div>
        </Suspense>
      ) : null}
      {sandbox ? (
        <Suspense fallback={null}>
          <SandboxBadge />
        </Suspense>
      ) : null}
      {alertMounted || alertOpen ? (
        <Suspense fallback={null}>
          <AlertModal />
        </Suspense>
      ) : null}
    </>
  );
}

export function PageFallback() {
  return <div className={styles.pageFallback} aria-busy="true" />;
}

/** The global alert when its own code could not be loaded: the browser's dialog, then confirmed. */
function NativeAlert() {
  const alert = useCurrentAlert();
  useEffect(() => {
    if (!alert) return;
    const subtitle = alert.subtitle
      ? new DOMParser().parseFromString(alert.subtitle, 'text/html').body.textContent
      : '';
    window.alert(subtitle ? `${alert.title}\n${subtitle}` : alert.title);
    confirmAlert(alert.id);
  }, [alert]);
  return null;
}

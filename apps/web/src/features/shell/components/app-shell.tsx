import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, type RouteMeta } from '../../../lib/route-meta';
import { useCurrentAlert } from '../../../stores/alert-store';
import { useIsLoggedIn } from '../../../stores/session-store';
import { useSideMenuOpen } from '../../../stores/side-menu-store';
import { lnbBannersQueryOptions } from '../api/get-lnb-banners';
import type { TermsKind } from '../api/get-terms';
import { zonesQueryOptions } from '../api/get-zones';
import { showMyQrButton } from '../header-rules';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import styles from './app-shell.module.css';
import { MyQrButton } from './my-qr-button';

// The side menu and the terms dialog are not needed for the first paint: they load on demand
// (the menu also on idle and on hover), which keeps the entry chunk small.
const loadSideMenu = () => import('./side-menu');
const SideMenu = lazy(loadSideMenu);
const TermsDialog = lazy(() => import('./terms-dialog'));
// The global alert: loaded on idle, so it is there before the first failed call needs it, and
// mounted from the first alert on (it returns focus when its alert closes).
const loadAlertModal = () => import('../../../components/ui/alert-modal');
const AlertModal = lazy(() => loadAlertModal().then((m) => ({ default: m.AlertModal })));
// Sandbox mode only, and never needed for the first paint.
const SandboxBadge = lazy(() => import('./sandbox-badge'));

/**
 * The layout around every routed page (spec 000 §2 Layout): header, main, footer, side menu,
 * terms dialog, the floating My QR button and the global alert. The current route's meta flags
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
  const [idle, setIdle] = useState(false);
  const fab = !meta.hideHeader && showMyQrButton(pathname, loggedIn);

  const title = documentTitle(meta);
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (menuOpen) setMenuLoaded(true);
  }, [menuOpen]);
  useEffect(() => {
    if (alertOpen) setAlertMounted(true);
  }, [alertOpen]);

  // Once the page is idle, get the side menu ready (its code, the zones and the LNB banners) so
  // it opens complete on the first tap, and ask whether the server runs in sandbox mode. This also
  // puts the API client in the entry's static graph, so the browser fetches it in parallel with
  // the entry instead of after the route chunk.
  const queryClient = useQueryClient();
  useEffect(() => {
    const run = () => {
      loadSideMenu().catch(() => {});
      loadAlertModal().catch(() => {});
      void queryClient.prefetchQuery(zonesQueryOptions());
      void queryClient.prefetchQuery(lnbBannersQueryOptions());
      setIdle(true);
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
        {meta.hideFooter ? null : <AppFooter onOpenTerms={setTerms} />}
        {/* Room below the last thing on the page (the footer when it shows, else the page) for
            the floating My QR button: scrolled to the end, nothing sits under it. */}
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
      {idle ? (
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

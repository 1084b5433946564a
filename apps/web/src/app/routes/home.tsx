import type { QueryClient } from '@tanstack/react-query';
import { UserState } from '@venue/contract/domain';
import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  HomeBannerOverlays,
  MainBannerGrid,
  PromotionCarousel,
  preloadBannerOverlays,
  preloadPromotionSlides,
} from '../../features/banners';
import { useMainTitleInfo } from '../../features/home/api/get-main-title-info';
import { HomeGreeting, preloadMemberHero } from '../../features/home/components/home-greeting';
import { HomePlaceholder } from '../../features/home/components/home-placeholders';
import { useUserState } from '../../features/session/user-state';
import { useZones } from '../../features/shell/api/get-zones';
import { mayCarryCampaignCode } from '../../features/visits/has-campaign-code';
import { useIsHydrating } from '../../lib/hydration';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { getAccessToken } from '../../stores/session-store';

// The first visit carries what paints the first screen (greeting, banners); the rest is in chunks
// of their own (decision 010). Programs, Space and Notice sit below the fold: one chunk. On a
// guest's server-drawn home its code waits until the visitor does something (a touch, a key, a
// scroll) or the sections come near the screen; React keeps the server's markup of the sections
// meanwhile, and their links work as plain links. Everywhere else it loads with the page. Only
// checked-in visitors need the in-venue home and its floor map, and only visitors forwarded with a
// campaign code need the beacon. HomeBannerOverlays loads its popup and sheet code itself, each
// only when it is going to show (the banner list in the boot data says so); the member part of
// the greeting is lazy inside HomeGreeting.
let wantSections: () => void = () => {};
const sectionsWanted = new Promise<void>((resolve) => {
  wantSections = resolve;
});
const HomeSections = lazyWithPreload<Record<string, never>>(() =>
  sectionsWanted
    .then(() => import('../../features/home/components/home-sections'))
    .then((m) => ({ default: m.HomeSections })),
);

/** Loads the sections' code now (a rejected load is retried when they render). */
function loadHomeSections() {
  wantSections();
  return HomeSections.preload();
}

/**
 * Whether this page load adopts a guest's server-drawn home whose sections can wait: the browser
 * hydrates boot data, no token is stored (a member's home follows right after the adoption and
 * needs them) and no campaign code is in the URL (the beacon rewrites the URL, and the page with
 * it). Decision 010.
 */
function mayDeferSections() {
  return (
    typeof document !== 'undefined' &&
    document.getElementById('boot-data') !== null &&
    !getAccessToken() &&
    !mayCarryCampaignCode(window.location)
  );
}

/**
 * The lazy parts of a guest's first screen, loaded with this module (app/router.tsx), so a
 * server-rendered home is replaced by the same page in one commit, without placeholders.
 */
export function preloadFirstScreen(queryClient?: QueryClient) {
  return Promise.all([
    mayDeferSections() ? undefined : loadHomeSections(),
    preloadPromotionSlides(),
    preloadBannerOverlays(queryClient),
    // A member's page follows right after the adoption of the server's guest page: its greeting
    // is then ready, and the guest greeting is replaced without a loading state in between.
    getAccessToken() ? preloadMemberHero() : undefined,
  ]);
}

/** How far below the screen the sections start loading: about a thumb's flick. */
const SECTIONS_MARGIN = '0px 0px 120px 0px';
// Captured anywhere on the page; the page's own scroll is listened to without capture, so the
// banner carousels sliding by themselves do not count.
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Programs, Space and Notice, behind a boundary that nothing re-renders (memoised, no props, no
 * subscriptions): while React keeps it dehydrated, a synchronous update reaching it would redraw
 * it as its fallback, and a transition would wait for its code.
 */
const SectionsBoundary = memo(function SectionsBoundary() {
  return (
    <Suspense
      fallback={
        <HomePlaceholder label="프로그램과 공간, 공지사항을 불러오는 중이에요." minHeight={1400} />
      }
    >
      <HomeSections />
    </Suspense>
  );
});

/**
 * Decides when the sections' code loads. The empty marker before the boundary is what the
 * IntersectionObserver watches while the boundary is still the server's markup (no layout of its
 * own: zero height in the main column).
 */
function DeferredHomeSections() {
  // Whether React is adopting the server's markup of this part (the server's answer of the gate).
  const adopting = useIsHydrating();
  const [deferred] = useState(adopting);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!deferred || HomeSections.isLoaded()) {
      void loadHomeSections().catch(() => {});
      return;
    }
    // A tap on a button of the server's markup before the code is in: React cannot hydrate the
    // boundary yet and drops the click (it stops it before it bubbles; a link still navigates, as
    // a plain link). Such a click is remembered and clicked again once the code is in.
    let dropped: HTMLElement | null = null;
    const noteClick = (event: Event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const where = marker.current;
      dropped =
        button &&
        !HomeSections.isLoaded() &&
        where?.parentElement?.contains(button) &&
        where.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !button.closest('[role="dialog"]')
          ? button
          : null;
    };
    const clickReachedReact = () => {
      dropped = null;
    };
    window.addEventListener('click', noteClick, true);
    window.addEventListener('click', clickReachedReact);
    let cancelled = false;
    const stopReplay = () => {
      window.removeEventListener('click', noteClick, true);
      window.removeEventListener('click', clickReachedReact);
    };
    const load = () => {
      stopIntent();
      loadHomeSections().then(
        // One task later React's lazy boundary has its module: the click hydrates it at once.
        () =>
          setTimeout(() => {
            stopReplay();
            const button = dropped;
            dropped = null;
            if (!cancelled && button?.isConnected) button.click();
          }),
        stopReplay,
      );
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) load();
            },
            { rootMargin: SECTIONS_MARGIN },
          );
    const stopIntent = () => {
      observer?.disconnect();
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
      window.removeEventListener('scroll', load);
    };
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, load, { capture: true, passive: true });
    }
    window.addEventListener('scroll', load, { passive: true });
    if (observer && marker.current) observer.observe(marker.current);
    else if (!observer) load();
    return () => {
      cancelled = true;
      stopIntent();
      stopReplay();
    };
  }, [deferred]);
  return (
    <>
      <div ref={marker} data-home-sections-marker="" />
      <SectionsBoundary />
    </>
  );
}

const CampaignVisit = lazy(() =>
  import('../../features/visits/components/campaign-visit').then((m) => ({
    default: m.CampaignVisit,
  })),
);
const InVenueHome = lazy(() =>
  import('../../features/home/components/in-venue-home').then((m) => ({
    default: m.InVenueHome,
  })),
);

/**
 * / — the home (spec 000 §2 Home). The greeting header first; then, before QR authentication
 * (guests, and members with qrAuthYn N), main banners, promotion banners, Programs with the
 * 3-week strip, Space, Notice and the popup/bottom-sheet banners; after it (qrAuthYn Y), the
 * in-venue Now section with the floor map, then promotion and main banners. A `?c=` / `#c=`
 * campaign code is reported once and removed from the URL.
 *
 * For a member, getMainTitleInfo's qrAuthYn decides which home follows the greeting; until it
 * answers, a placeholder holds the space (nothing loads twice, nothing flashes, the footer does
 * not jump), and if it fails the user state (check-in flag, user info) decides.
 */
export function Component() {
  const location = useLocation();
  const userState = useUserState();
  const title = useMainTitleInfo();
  const view =
    userState === UserState.NOT_LOGGED_IN
      ? 'before'
      : title.isLoading
        ? 'pending'
        : (title.data ? title.data.qrAuthYn === 'Y' : userState === UserState.CHECKED_IN)
          ? 'inVenue'
          : 'before';
  // The floors the greeting counts (the zone list's floors; the server render prefetches it).
  const floors = useZones();
  return (
    <>
      {mayCarryCampaignCode(location) ? (
        <Suspense fallback={null}>
          <CampaignVisit page="main" />
        </Suspense>
      ) : null}
      <HomeGreeting
        userState={userState}
        title={title.data}
        loading={title.isLoading}
        floorCount={floors.data?.length ?? 0}
      />
      {view === 'pending' ? (
        <HomePlaceholder label="홈 화면을 준비하는 중이에요." minHeight={800} />
      ) : view === 'inVenue' ? (
        <>
          <Suspense
            fallback={<HomePlaceholder label="지금 층 안내를 불러오는 중이에요." minHeight={640} />}
          >
            <InVenueHome checkInFloorIdx={title.data?.lastCheckInFloorIdx ?? null} />
          </Suspense>
          <PromotionCarousel />
          <MainBannerGrid />
        </>
      ) : (
        <>
          <MainBannerGrid />
          <PromotionCarousel />
          <DeferredHomeSections />
          <HomeBannerOverlays />
        </>
      )}
    </>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { UserState } from '@venue/contract/domain';
import { lazy, Suspense } from 'react';
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
import { mayCarryCampaignCode } from '../../features/visits/has-campaign-code';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { getAccessToken } from '../../stores/session-store';

// The first visit carries what paints the first screen (greeting, banners); the rest is in chunks
// of their own (decision 010). Programs, Space and Notice sit below the fold: one chunk, requested
// with the first render and drawn as soon as it arrives. Only checked-in visitors need the
// in-venue home and its floor map, and only visitors forwarded with a campaign code need the
// beacon. HomeBannerOverlays loads its popup and sheet code itself, each only when it is going to
// show (the banner list in the boot data says so); the member part of the greeting is lazy inside
// HomeGreeting.
const HomeSections = lazyWithPreload<Record<string, never>>(() =>
  import('../../features/home/components/home-sections').then((m) => ({
    default: m.HomeSections,
  })),
);

/**
 * The lazy parts of a guest's first screen, loaded with this module (app/router.tsx), so a
 * server-rendered home is replaced by the same page in one commit, without placeholders.
 */
export function preloadFirstScreen(queryClient?: QueryClient) {
  return Promise.all([
    HomeSections.preload(),
    preloadPromotionSlides(),
    preloadBannerOverlays(queryClient),
    // A member's page follows right after the adoption of the server's guest page: its greeting
    // is then ready, and the guest greeting is replaced without a loading state in between.
    getAccessToken() ? preloadMemberHero() : undefined,
  ]);
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
  return (
    <>
      {mayCarryCampaignCode(location) ? (
        <Suspense fallback={null}>
          <CampaignVisit page="main" />
        </Suspense>
      ) : null}
      <HomeGreeting userState={userState} title={title.data} loading={title.isLoading} />
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
          <Suspense
            fallback={
              <HomePlaceholder
                label="프로그램과 공간, 공지사항을 불러오는 중이에요."
                minHeight={1400}
              />
            }
          >
            <HomeSections />
          </Suspense>
          <HomeBannerOverlays />
        </>
      )}
    </>
  );
}

import type { BannerListItem } from '@venue/contract';
import { lazy, Suspense, useState } from 'react';
import { localStorageKeys } from '../../../lib/storage-keys';
import { useBannerList } from '../api/get-banner-list';
import { readHiddenForToday } from '../today-dismissal';

// The popup and the sheet (and DOMPurify for the popup text) are only downloaded when one of
// them is actually going to show, never as part of the home's first-visit JS.
const BannerOverlays = lazy(() => import('./banner-overlays'));

type OverlayBanners = { popups: BannerListItem[]; bottom: BannerListItem | null };

const selectOverlays = (banners: BannerListItem[]): OverlayBanners => ({
  popups: banners.filter((banner) => banner.bannerType === 'POPUP'),
  bottom: banners.find((banner) => banner.bannerType === 'BOTTOM' && banner.savePath) ?? null,
});

/**
 * The home's popup banner and bottom-sheet banner (spec 000 §2): the POPUP and the first BOTTOM
 * item of the banner list, unless hidden for today (../today-dismissal.ts). The popup comes first;
 * the sheet opens once no popup is open. Renders nothing, and loads no code, when neither shows.
 * The "today" decision is taken once per page view. Nothing on the server.
 */
export function HomeBannerOverlays() {
  const { data } = useBannerList({ select: selectOverlays });
  const [now] = useState(() => new Date());
  // Server-rendered pages (decision 014) leave them to the browser: "hidden for today" lives in
  // the visitor's localStorage.
  if (typeof window === 'undefined') return null;
  const popups = readHiddenForToday(localStorageKeys.popupHidden, now) ? [] : data.popups;
  const bottom = readHiddenForToday(localStorageKeys.bottomSheetHidden, now) ? null : data.bottom;
  if (popups.length === 0 && !bottom) return null;
  return (
    <Suspense fallback={null}>
      <BannerOverlays popups={popups} bottom={bottom} />
    </Suspense>
  );
}

import type { BannerListItem } from '@venue/contract';
import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { localStorageKeys } from '../../../lib/storage-keys';
import { useBannerList } from '../api/get-banner-list';
import { readHiddenForToday } from '../today-dismissal';

// The popup and the sheet (and DOMPurify for the popup text) are only downloaded when one of
// them is actually going to show, never as part of the home's first-visit JS.
const BannerOverlays = lazyWithPreload(() => import('./banner-overlays'));

/**
 * Loads the popup and sheet code ahead of the first render when one of them will show today: the
 * server draws them in the first paint (decision 014), and the browser's render must replace
 * that page with the same one.
 */
export function preloadBannerOverlays(now: Date = new Date()): Promise<void> {
  const hidden =
    readHiddenForToday(localStorageKeys.popupHidden, now) &&
    readHiddenForToday(localStorageKeys.bottomSheetHidden, now);
  return hidden ? Promise.resolve() : BannerOverlays.preload();
}

type OverlayBanners = { popups: BannerListItem[]; bottom: BannerListItem | null };

const selectOverlays = (banners: BannerListItem[]): OverlayBanners => ({
  popups: banners.filter((banner) => banner.bannerType === 'POPUP'),
  bottom: banners.find((banner) => banner.bannerType === 'BOTTOM' && banner.savePath) ?? null,
});

/**
 * The home's popup banner and bottom-sheet banner (spec 000 §2): the POPUP and the first BOTTOM
 * item of the banner list, unless hidden for today (../today-dismissal.ts). The popup comes first;
 * the sheet opens once no popup is open. Renders nothing, and loads no code, when neither shows.
 * The "today" decision is taken once per page view. On the server the flags come from the
 * visitor's cookies (../today-dismissal.ts).
 */
export function HomeBannerOverlays() {
  const { data } = useBannerList({ select: selectOverlays });
  const [now] = useState(() => new Date());
  const popups = readHiddenForToday(localStorageKeys.popupHidden, now) ? [] : data.popups;
  const bottom = readHiddenForToday(localStorageKeys.bottomSheetHidden, now) ? null : data.bottom;
  if (popups.length === 0 && !bottom) return null;
  return (
    <Suspense fallback={null}>
      <BannerOverlays popups={popups} bottom={bottom} />
    </Suspense>
  );
}

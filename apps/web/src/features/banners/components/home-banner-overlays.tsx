import type { QueryClient } from '@tanstack/react-query';
import type { BannerListItem } from '@venue/contract';
import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { localStorageKeys } from '../../../lib/storage-keys';
import { useCurrentAlert } from '../../../stores/alert-store';
import { bannerListQueryOptions, useBannerList } from '../api/get-banner-list';
import { closeForVisit, hideForToday, isDismissed } from '../today-dismissal';

// The popup and the sheet are chunks of their own, each downloaded only when it is going to show
// (decision 010, "Loaded when asked for"): the sheet's code waits until the popup is closed.
const PopupBanner = lazyWithPreload(() => import('./popup-banner'));
const BottomSheetBanner = lazyWithPreload(() => import('./bottom-sheet-banner'));

type OverlayBanners = { popups: BannerListItem[]; bottom: BannerListItem | null };

const selectOverlays = (banners: BannerListItem[]): OverlayBanners => ({
  popups: banners.filter((banner) => banner.bannerType === 'POPUP'),
  bottom: banners.find((banner) => banner.bannerType === 'BOTTOM' && banner.savePath) ?? null,
});

type Dismissed = { popup: boolean; sheet: boolean };

const dismissedNow = (now: Date): Dismissed => ({
  popup: isDismissed(localStorageKeys.popupHidden, now),
  sheet: isDismissed(localStorageKeys.bottomSheetHidden, now),
});

/** Which one shows first: the popup if there is one to show, else the sheet, else neither. */
export function firstOverlay(
  { popups, bottom }: OverlayBanners,
  dismissed: Dismissed,
): 'popup' | 'sheet' | null {
  if (popups.length > 0 && !dismissed.popup) return 'popup';
  if (bottom && !dismissed.sheet) return 'sheet';
  return null;
}

/**
 * Loads the code of the overlay the first screen shows, ahead of the first render: the server
 * draws it in the first paint (decision 014), and the browser's render must adopt that page as it
 * is. In the browser, the guest banner list the server sent (the boot data) says which one, if
 * any; the server itself loads both, as it draws whichever the visitor's cookies call for.
 */
export function preloadBannerOverlays(
  queryClient?: QueryClient,
  now: Date = new Date(),
): Promise<unknown> {
  if (typeof window === 'undefined') {
    return Promise.all([PopupBanner.preload(), BottomSheetBanner.preload()]);
  }
  const banners = queryClient?.getQueryData(bannerListQueryOptions('guest').queryKey);
  if (!banners) return Promise.resolve();
  const first = firstOverlay(selectOverlays(banners), dismissedNow(now));
  if (first === 'popup') return PopupBanner.preload();
  if (first === 'sheet') return BottomSheetBanner.preload();
  return Promise.resolve();
}

/**
 * The home's popup banner and bottom-sheet banner (spec 000 §2): the POPUP items and
 * the first BOTTOM item of the banner list. They never stack: the popup comes first, and the sheet
 * opens once the popup is closed (or when there is none to show). "닫기" hides one for the rest of
 * the visit, "오늘 하루 보지 않기" until the next Seoul midnight (../today-dismissal.ts); coming back
 * to the home shows neither again. Renders nothing, and loads no code, when neither shows. On the
 * server the flags come from the visitor's cookies. Nor do they stack with the global alert: while
 * one is open (Back after a booking alerts 완료된 예약·응모 입니다. on the way home), they wait.
 */
export function HomeBannerOverlays() {
  const { data } = useBannerList({ select: selectOverlays });
  const [dismissed, setDismissed] = useState(() => dismissedNow(new Date()));
  // The sheet stays mounted once shown, so it can play its closing animation; a sheet that
  // shows with the page (no popup before it) is part of the first paint and does not rise.
  const [sheetShown, setSheetShown] = useState(false);
  const [popupShown, setPopupShown] = useState(false);
  // An alert holds back an overlay that has not opened yet; one already open stays.
  const alertOpen = useCurrentAlert() !== undefined;
  const next = firstOverlay(data, dismissed);
  const open = (next === 'popup' && popupShown) || (next === 'sheet' && sheetShown);
  const first = alertOpen && !open ? null : next;
  if (first === 'sheet' && !sheetShown) setSheetShown(true);
  if (first === 'popup' && !popupShown) setPopupShown(true);

  const dismiss = (which: keyof Dismissed, how: 'visit' | 'today') => {
    const key =
      which === 'popup' ? localStorageKeys.popupHidden : localStorageKeys.bottomSheetHidden;
    if (how === 'today') hideForToday(key, new Date());
    else closeForVisit(key, new Date());
    setDismissed((current) => ({ ...current, [which]: true }));
  };

  return (
    <>
      {first === 'popup' ? (
        <Suspense fallback={null}>
          <PopupBanner popups={data.popups} onClose={(how) => dismiss('popup', how)} />
        </Suspense>
      ) : null}
      {data.bottom && (first === 'sheet' || sheetShown) ? (
        <Suspense fallback={null}>
          <BottomSheetBanner
            banner={data.bottom}
            open={first === 'sheet'}
            onClose={(how) => dismiss('sheet', how)}
            withPage={!popupShown}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  type BannerListItem,
  bannerListResponse,
  mainBannerListResponse,
  nextMidnight,
  toSeoulIso,
} from '@venue/contract';

/**
 * The home's banners as the seeded server holds them (read through the real API), and a way for
 * specs that are not about the popup and the bottom sheet to keep them out of the way.
 */

/** POST /api/banner/list: what a guest (or a carrier-01 member) is shown. */
export async function listGuestBanners(request: APIRequestContext): Promise<BannerListItem[]> {
  const response = await request.post('/api/banner/list', { data: {} });
  if (!response.ok()) throw new Error(`POST /api/banner/list answered ${response.status()}`);
  return bannerListResponse.parse(await response.json()).data;
}

export async function listMainBanners(request: APIRequestContext) {
  const response = await request.get('/api/banner/mainbannerlist');
  if (!response.ok())
    throw new Error(`GET /api/banner/mainbannerlist answered ${response.status()}`);
  return mainBannerListResponse.parse(await response.json()).data.data;
}

/**
 * Before every page load: the popup and the bottom-sheet banner count as "hidden for today"
 * (localStorage popupHidden / bottomSheetHidden set to the next Seoul midnight), as if the
 * visitor had dismissed them. For specs that visit the home for something else.
 */
export async function hideHomeBannerOverlays(target: Page | BrowserContext): Promise<void> {
  const until = toSeoulIso(nextMidnight(new Date()));
  await target.addInitScript((value) => {
    window.localStorage.setItem('popupHidden', value);
    window.localStorage.setItem('bottomSheetHidden', value);
  }, until);
  // The same flags as cookies, as the app writes them, so the server's first paint agrees.
  const context = 'context' in target ? target.context() : target;
  const expires = nextMidnight(new Date()).getTime() / 1000;
  await context.addCookies(
    ['popupHidden', 'bottomSheetHidden'].map((name) => ({
      name,
      value: encodeURIComponent(until),
      domain: '127.0.0.1',
      path: '/',
      expires,
    })),
  );
}

export const POPUP_DIALOG_NAME = '시그널 하우스 성수 소식';

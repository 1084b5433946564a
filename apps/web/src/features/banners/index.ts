/**
 * Banners (spec 000 §2 Home, §3, §4, §5, §6, §7, §9):
 *
 * - `MainBannerGrid`: the home's 3×3 main-banner slides (GET /api/banner/mainbannerlist).
 * - `PromotionCarousel`: the BANNER items of the banner list, looping with ≥ 2 slides.
 * - `HomeBannerOverlays`: the POPUP and BOTTOM banners with "오늘 하루 보지 않기"; its code is a
 *   lazy chunk loaded only when one of them will show.
 * - `useBannerList`: the one banner-list query (guest or member variant, once per login state),
 *   also read by the side menu (features/shell/api/get-lnb-banners.ts).
 * - use-banner-audience.ts keeps localStorage telecomCode / nServiceCheckYn in step with the
 *   member; MainBannerGrid mounts it (lazily), so it is not exported.
 *
 * Every banner click is reported once (POST /api/banner/action/insert) before navigating
 * (use-banner-click.ts). The route table may start the first loads early with the query options
 * in api/get-main-banners.ts and api/get-banner-list.ts: import those files directly (not this
 * index) to keep components out of the entry chunk.
 */
export { useBannerList } from './api/get-banner-list';
export { HomeBannerOverlays, preloadBannerOverlays } from './components/home-banner-overlays';
export { MainBannerGrid } from './components/main-banner-grid';

import { PromotionSlides } from './components/promotion-carousel';

export { PromotionCarousel } from './components/promotion-carousel';

/** Loads the promotion carousel's slides ahead of its first render (a first screen's part). */
export const preloadPromotionSlides = () => PromotionSlides.preload();

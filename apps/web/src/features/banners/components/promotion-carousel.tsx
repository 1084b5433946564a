import type { BannerListItem } from '@venue/contract';
import { Suspense } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useBannerList } from '../api/get-banner-list';
import styles from './promotion-carousel.module.css';

// Below the greeting and the main grid: the carousel's code loads while its list does, so the
// home's first-visit JS carries only this wrapper (docs/decisions/010-web-bundle-budget.md).
export const PromotionSlides = lazyWithPreload(() => import('./promotion-slides'));

const selectPromotions = (banners: BannerListItem[]) =>
  banners.filter((banner) => banner.bannerType === 'BANNER' && banner.savePath);

/**
 * The home promotion carousel (spec 000 §2, §5): the BANNER items of the banner list
 * (api/get-banner-list.ts), 750×300 images on a CSS scroll-snap track.
 *
 * - With 2 or more slides it loops (swiping past the last shows the first, and back) and shows
 *   the previous/next arrows and "current / total". The loop is the classic one: a copy of the last
 *   slide before the first and of the first after the last; when scrolling settles on a copy, the
 *   track jumps to the real slide. The copies are hidden from assistive technology and focus.
 * - With one slide: no arrows, no counter, no loop.
 * - A click is reported once (BANNER, MAIN, bannerIdx), further clicks are ignored while the
 *   report is in flight, then the app goes to bannerLink (default /), even if the report failed.
 *
 * While the list or the code loads, a box of the banner's size is reserved (no layout shift).
 */
export function PromotionCarousel() {
  const { data: banners, isPending } = useBannerList({ select: selectPromotions });
  const placeholder = (
    <div className={styles.section} aria-hidden="true">
      <div className={styles.placeholder} />
    </div>
  );
  if (isPending) return placeholder;
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={placeholder}>
      <PromotionSlides banners={banners} />
    </Suspense>
  );
}

import type { BannerListItem } from '@venue/contract';
import { useLayoutEffect, useState } from 'react';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { listBannerTarget } from '../banner-target';
import { useBannerClick } from '../use-banner-click';
import { BannerAnchor } from './banner-anchor';
import styles from './promotion-carousel.module.css';
import { useSnapTrack } from './scroll-snap';

/** The slides, arrows and counter of PromotionCarousel (./promotion-carousel.tsx), a lazy chunk. */
export default function PromotionSlides({ banners }: { banners: BannerListItem[] }) {
  const total = banners.length;
  const loop = total >= 2;
  // Track positions: with the loop, 0 is the copy of the last slide and total + 1 the copy of
  // the first, so real slide i sits at i + 1.
  const offset = loop ? 1 : 0;
  const slides = loop ? [banners[total - 1]!, ...banners, banners[0]!] : banners;
  const [current, setCurrent] = useState(0);
  const onClick = useBannerClick();

  // When scrolling settles (a swipe, or an arrow's smooth scroll): on a copy, jump to the slide it
  // copies; the counter follows.
  const { trackRef, scrollTo } = useSnapTrack<HTMLDivElement>((position) => {
    if (loop && position === 0) scrollTo(total, true);
    else if (loop && position === total + 1) scrollTo(1, true);
    const index = position - offset;
    setCurrent(((index % total) + total) % total);
  }, true);

  // Start on the first real slide, before the first paint.
  useLayoutEffect(() => {
    if (loop) scrollTo(offset, true);
  }, [loop, offset, scrollTo]);

  const move = (delta: 1 | -1) => {
    // From the real slide on screen, one step; at the ends this lands on a copy, which the
    // settle handler above swaps for the real slide.
    scrollTo(current + offset + delta);
    setCurrent((current + delta + total) % total);
  };

  return (
    <section className={styles.section} aria-roledescription="carousel" aria-label="프로모션 배너">
      <div ref={trackRef} className={styles.track}>
        {slides.map((banner, position) => {
          const copy = loop && (position === 0 || position === total + 1);
          const index = position - offset;
          const target = listBannerTarget(banner.bannerLink);
          // A real slide is a group named "n / total" (the APG carousel pattern); a loop copy is
          // invisible to assistive technology and unreachable by focus.
          const slideProps = copy
            ? { 'aria-hidden': true, inert: true }
            : {
                role: 'group',
                'aria-roledescription': 'slide',
                'aria-label': `${index + 1} / ${total}`,
              };
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the copies share a bannerIdx with real slides
              key={`${banner.bannerIdx}-${position}`}
              className={styles.slide}
              {...slideProps}
            >
              <BannerAnchor
                target={target}
                className={styles.link}
                onClick={(event) =>
                  onClick(
                    event,
                    { bannerType: 'BANNER', bannerDetailType: 'MAIN', bannerIdx: banner.bannerIdx },
                    target,
                  )
                }
              >
                <img
                  src={banner.savePath ?? ''}
                  alt={banner.alt || banner.bannerName}
                  width={750}
                  height={300}
                  loading="lazy"
                  decoding="async"
                />
              </BannerAnchor>
            </div>
          );
        })}
      </div>
      {loop ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label="이전 프로모션 배너"
            onClick={() => move(-1)}
          >
            <ChevronRightIcon size={20} />
          </button>
          <p className={styles.counter} aria-live="polite" aria-atomic="true">
            <span className="sr-only">현재 배너 </span>
            <strong>{current + 1}</strong> / {total}
          </p>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="다음 프로모션 배너"
            onClick={() => move(1)}
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}

import { MAIN_BANNER_GAP } from '@venue/contract/domain';
import { type CSSProperties, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useIsHydrating } from '../../../lib/hydration';
import { useIsLoggedIn } from '../../../stores/session-store';
import { useMainBanners } from '../api/get-main-banners';
import { forgetMemberAudience } from '../audience-storage';
import { mainBannerTarget } from '../banner-target';
import { groupMainBanners, type MainBannerSlot, TILE_IMAGE_SIZE } from '../main-banner-layout';
import { useBannerClick } from '../use-banner-click';
import { BannerAnchor } from './banner-anchor';
import styles from './main-banner-grid.module.css';
import { useSnapTrack } from './scroll-snap';

// A member's part (the carrier and the N-service check): its own small chunk, loaded only for a
// member once the grid is on screen. A guest only forgets a previous member's carrier.
const BannerAudience = lazy(() => import('./banner-audience'));

/**
 * The home main-banner grid (spec 000 §2, §3, §5, §9): slides of four tiles on a 3×3 grid, layouts
 * a–d (see ../main-banner-layout.ts for the grouping rules), swiped with CSS scroll-snap, 20 px
 * between slides, dots to jump. Tiles follow their actionType (../banner-target.ts) and report
 * their click (bannerType MAIN, bannerDetailType MAIN, bannerIdx = mainBannerIdx) before
 * navigating (../use-banner-click.ts).
 *
 * The first tile of the first slide is likely the page's LCP image: it loads eagerly with high
 * fetch priority, every other tile lazily. While the list loads, a square box of the final size is
 * reserved, so nothing shifts when the tiles arrive. Also mounts the banner audience
 * (../use-banner-audience.ts, lazily, for a member).
 */
export function MainBannerGrid() {
  const query = useMainBanners();
  const { slides, ignored } = useMemo(() => groupMainBanners(query.data ?? []), [query.data]);
  const [current, setCurrent] = useState(0);
  const onClick = useBannerClick();
  const total = slides.length;
  // The dot follows the slide the track settles on after a swipe; a dot sets it right away.
  const { trackRef, scrollTo } = useSnapTrack<HTMLDivElement>(
    (position) => setCurrent(Math.min(position, total - 1)),
    total > 0,
  );

  useEffect(() => {
    for (const { banner, reason } of ignored) {
      console.warn(`[banners] main banner ${banner.mainBannerIdx} (${banner.slotCode}): ${reason}`);
    }
  }, [ignored]);

  // Browser-only (it reads the member's carrier): mounted once a server-drawn page is adopted.
  const hydrating = useIsHydrating();
  const loggedIn = useIsLoggedIn();
  useEffect(() => {
    if (!hydrating && !loggedIn) forgetMemberAudience();
  }, [hydrating, loggedIn]);
  const audience =
    hydrating || !loggedIn ? null : (
      <Suspense fallback={null}>
        <BannerAudience />
      </Suspense>
    );
  if (query.isPending) {
    return (
      <div className={styles.section} aria-hidden="true">
        <div className={styles.placeholder} />
        {audience}
      </div>
    );
  }
  if (total === 0) return audience;

  const goTo = (index: number) => {
    setCurrent(index);
    scrollTo(index);
  };

  return (
    <section className={styles.section} aria-roledescription="carousel" aria-label="메인 배너">
      <div
        ref={trackRef}
        className={styles.track}
        style={{ '--slide-gap': `${MAIN_BANNER_GAP}px` } as CSSProperties}
      >
        {slides.map((slide, slideIndex) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group with aria-roledescription, not a form fieldset
          <div
            key={slide.layout}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} / ${total}`}
            className={styles.slide}
            data-layout={slide.layout}
          >
            {slide.slots.map((slot) => (
              <Tile
                key={slot.position}
                slot={slot}
                priority={slideIndex === 0 && slot.position === 1}
                onClick={onClick}
              />
            ))}
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.layout}
              type="button"
              className={styles.dot}
              aria-label={`메인 배너 ${index + 1}번째 묶음 보기`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span className={styles.dotMark} />
            </button>
          ))}
        </div>
      ) : null}
      {audience}
    </section>
  );
}

function Tile({
  slot,
  priority,
  onClick,
}: {
  slot: MainBannerSlot;
  priority: boolean;
  onClick: ReturnType<typeof useBannerClick>;
}) {
  const { banner } = slot;
  const resolved = useMemo(() => (banner ? mainBannerTarget(banner) : null), [banner]);
  useEffect(() => {
    if (resolved?.warning) console.warn(resolved.warning);
  }, [resolved]);

  const className = `${styles.tile} ${styles[`p${slot.position}`] ?? ''}`;
  if (!banner || !resolved) return <div className={`${className} ${styles.empty}`} />;

  const size = TILE_IMAGE_SIZE[slot.shape];
  return (
    <BannerAnchor
      target={resolved.target}
      className={className}
      onClick={(event) =>
        onClick(
          event,
          { bannerType: 'MAIN', bannerDetailType: 'MAIN', bannerIdx: banner.mainBannerIdx },
          resolved.target,
        )
      }
    >
      <img
        src={banner.savePath}
        alt={banner.alt || banner.mainBannerName}
        width={size.width}
        height={size.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'low'}
        decoding={priority ? undefined : 'async'}
      />
    </BannerAnchor>
  );
}

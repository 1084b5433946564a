import type { BannerListItem } from '@venue/contract';
import { popupKind } from '@venue/contract/domain';
import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useId,
  useRef,
  useState,
} from 'react';
import htmlStyles from '../../../components/ui/html-content.module.css';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { useIsHydrating } from '../../../lib/hydration';
import { useModal } from '../../../lib/use-modal';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { listBannerTarget } from '../banner-target';
import { useBannerClick } from '../use-banner-click';
import { BannerAnchor } from './banner-anchor';
import styles from './popup-banner.module.css';
import { useSnapTrack } from './scroll-snap';

// The sanitizer (DOMPurify, ~11 KiB gzip) only when the popup is drawn in the browser.
const HtmlContent = lazy(() =>
  import('../../../components/ui/html-content').then((m) => ({ default: m.HtmlContent })),
);

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The home's popup banner (spec 000 §2), a chunk of its own that HomeBannerOverlays loads only
 * when the popup is going to show: a modal dialog with one slide per POPUP banner. A slide is an image (img), an image
 * with text (imageText) or text alone (text), by which of savePath and popupDescription it has
 * (`popupKind`). The description is CMS HTML (PopupDescription below).
 * Tapping a slide reports the click (POPUP, MAIN) once and then opens its bannerLink.
 */
export default function PopupBanner({
  popups,
  onClose,
}: {
  popups: BannerListItem[];
  /** 닫기, Escape or a slide's link (`visit`), or 오늘 하루 보지 않기 (`today`) */
  onClose: (how: 'visit' | 'today') => void;
}) {
  const titleId = useId();
  const venue = useVenueIdentity();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const total = popups.length;
  const { trackRef, scrollTo } = useSnapTrack<HTMLDivElement>(
    (position) => setCurrent(Math.min(position, total - 1)),
    true,
  );
  const close = () => onClose('visit');
  useModal({ open: true, onClose: close, initialFocusRef: dialogRef });
  const onClick = useBannerClick({ onNavigate: close });

  const goTo = (index: number) => {
    const next = Math.max(0, Math.min(total - 1, index));
    setCurrent(next);
    scrollTo(next);
  };

  // Focus stays inside the dialog: the page behind is still in the DOM.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => !item.closest('[inert]'),
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.layer}>
      <div className={styles.dim} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.popup}
        onKeyDown={trapTab}
      >
        <h2 id={titleId} className="sr-only">
          {venue.name} 소식
        </h2>
        <div ref={trackRef} className={styles.track}>
          {popups.map((banner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a slide is a group with aria-roledescription, not a form fieldset
            <div
              key={banner.bannerIdx}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${total}`}
            >
              <PopupSlide
                banner={banner}
                first={index === 0}
                onClick={(event, target) =>
                  onClick(
                    event,
                    { bannerType: 'POPUP', bannerDetailType: 'MAIN', bannerIdx: banner.bannerIdx },
                    target,
                  )
                }
              />
            </div>
          ))}
        </div>
        {total > 1 ? (
          <div className={styles.pager}>
            <button
              type="button"
              className={`${styles.pagerButton} ${styles.prev}`}
              aria-label="이전 소식"
              disabled={current === 0}
              onClick={() => goTo(current - 1)}
            >
              <ChevronRightIcon size={20} />
            </button>
            <p className={styles.pagerCount} aria-live="polite" aria-atomic="true">
              <span className="sr-only">현재 소식 </span>
              <strong>{current + 1}</strong> / {total}
            </p>
            <button
              type="button"
              className={styles.pagerButton}
              aria-label="다음 소식"
              disabled={current === total - 1}
              onClick={() => goTo(current + 1)}
            >
              <ChevronRightIcon size={20} />
            </button>
          </div>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => onClose('today')}>
            오늘 하루 보지 않기
          </button>
          <button type="button" className={`${styles.action} ${styles.close}`} onClick={close}>
            닫기
          </button>
        </div>
      </div>
    </div>
  );
}

function PopupSlide({
  banner,
  first,
  onClick,
}: {
  banner: BannerListItem;
  /** The slide on screen when the popup opens: its picture is usually the page's largest paint,
   * so it is fetched first; the others wait until they are swiped near. */
  first: boolean;
  onClick: (event: MouseEvent<HTMLElement>, target: ReturnType<typeof listBannerTarget>) => void;
}) {
  const kind = popupKind(banner);
  // A text-only card's eyebrow is the venue's wordmark (its ::before reads data-eyebrow).
  const eyebrow = useVenueIdentity().nameEn;
  const target = listBannerTarget(banner.bannerLink);
  const handle = (event: MouseEvent<HTMLElement>) => onClick(event, target);
  // The first picture is painted with the page (no async decode, which could put it a frame
  // after the page's scripts start); the others decode off the critical path.
  const priority = first
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', fetchPriority: 'low', decoding: 'async' } as const);

  if (kind === 'img') {
    return (
      <BannerAnchor target={target} className={styles.imageOnly} onClick={handle}>
        <img
          src={banner.savePath ?? ''}
          alt={banner.alt || banner.bannerName}
          width={600}
          height={600}
          {...priority}
        />
      </BannerAnchor>
    );
  }

  return (
    <div className={kind === 'text' ? `${styles.textSlide} ${styles.textOnly}` : styles.textSlide}>
      {kind === 'imageText' ? (
        // The "자세히 보기" link below is the accessible one; the picture is its larger twin.
        <BannerAnchor target={target} className={styles.imageTop} onClick={handle} hidden>
          <img src={banner.savePath ?? ''} alt="" width={600} height={600} {...priority} />
        </BannerAnchor>
      ) : null}
      <div className={styles.textBody} data-eyebrow={eyebrow}>
        <h3 className={styles.slideTitle}>{banner.bannerName}</h3>
        <PopupDescription html={banner.popupDescription ?? ''} className={styles.description} />
        {target.kind === 'none' ? null : (
          <BannerAnchor target={target} className={styles.more} onClick={handle}>
            자세히 보기<span className="sr-only">: {banner.bannerName}</span>
            <ChevronRightIcon size={16} />
          </BannerAnchor>
        )}
      </div>
    </div>
  );
}

/**
 * A text slide's CMS HTML. When the popup was drawn by the server (decision 014), the browser
 * adopts the server's nodes as they are: that markup came from our API, which sanitized it on
 * the way in and out, and it was in the page before any script ran, so sanitizing it again here
 * would change nothing on screen and cost every first visit the sanitizer's download. A popup
 * drawn in the browser goes through the sanitizer (HtmlContent), as every CMS text does; its plain
 * text stands in while that loads.
 */
function PopupDescription({ html, className }: { html: string; className?: string }) {
  const hydrating = useIsHydrating();
  const [adopted] = useState(hydrating);
  if (adopted) {
    return (
      <div
        className={className ? `${htmlStyles.html} ${className}` : htmlStyles.html}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: hydration keeps the server's nodes; React writes nothing here (see above)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <Suspense fallback={<p className={className}>{plainText(html)}</p>}>
      <HtmlContent html={html} className={className} />
    </Suspense>
  );
}

/** Text only; DOMParser never runs scripts or loads pictures. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

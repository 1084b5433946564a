import type { BannerListItem } from '@venue/contract';
import { popupKind } from '@venue/contract/domain';
import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { HtmlContent } from '../../../components/ui/html-content';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { venue } from '../../../config/venue';
import { localStorageKeys } from '../../../lib/storage-keys';
import { useModal } from '../../../lib/use-modal';
import { listBannerTarget } from '../banner-target';
import { hideForToday } from '../today-dismissal';
import { useBannerClick } from '../use-banner-click';
import { BannerAnchor } from './banner-anchor';
import styles from './banner-overlays.module.css';
import { useSnapTrack } from './scroll-snap';

/**
 * The popup and bottom-sheet banners of the home (spec 000 §2), loaded lazily by
 * HomeBannerOverlays. The popup opens first; the sheet opens when no popup is open (closed now,
 * hidden for today, or none). Both offer "오늘 하루 보지 않기" (hidden until the next Seoul midnight,
 * ../today-dismissal.ts) and "닫기" (closed for this page view only).
 */
export default function BannerOverlays({
  popups,
  bottom,
}: {
  popups: BannerListItem[];
  bottom: BannerListItem | null;
}) {
  const [popupOpen, setPopupOpen] = useState(popups.length > 0);
  const [sheetOpen, setSheetOpen] = useState(bottom !== null);
  // A sheet that shows with the page (no popup before it) is part of the first paint.
  const [sheetWithPage] = useState(popups.length === 0);
  const showPopup = popupOpen && popups.length > 0;
  return (
    <>
      {showPopup ? <PopupBanner popups={popups} onClose={() => setPopupOpen(false)} /> : null}
      {bottom ? (
        <BottomSheetBanner
          banner={bottom}
          open={!showPopup && sheetOpen}
          onClose={() => setSheetOpen(false)}
          withPage={sheetWithPage}
        />
      ) : null}
    </>
  );
}

const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The popup: a modal dialog with one slide per POPUP banner. A slide is an image (img), an image
 * with text (imageText) or text alone (text), by which of savePath and popupDescription it has
 * (`popupKind`). The description is CMS HTML and goes through the sanitizer (HtmlContent).
 * Tapping a slide reports the click (POPUP, MAIN) once and then opens its bannerLink.
 */
function PopupBanner({ popups, onClose }: { popups: BannerListItem[]; onClose: () => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const total = popups.length;
  const { trackRef, scrollTo } = useSnapTrack<HTMLDivElement>(
    (position) => setCurrent(Math.min(position, total - 1)),
    true,
  );
  useModal({ open: true, onClose, initialFocusRef: dialogRef });
  const onClick = useBannerClick({ onNavigate: onClose });

  const hide = () => {
    hideForToday(localStorageKeys.popupHidden, new Date());
    onClose();
  };

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
          <button type="button" className={styles.action} onClick={hide}>
            오늘 하루 보지 않기
          </button>
          <button type="button" className={`${styles.action} ${styles.close}`} onClick={onClose}>
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
      <div className={styles.textBody}>
        <h3 className={styles.slideTitle}>{banner.bannerName}</h3>
        <HtmlContent html={banner.popupDescription ?? ''} className={styles.description} />
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
 * The bottom-sheet banner: the first BOTTOM banner in the app's BottomSheet (dialog named by the
 * banner, focus handled there), its 750×400 picture a link that reports (BOTTOM, MAIN) once.
 */
function BottomSheetBanner({
  banner,
  open,
  onClose,
  withPage,
}: {
  banner: BannerListItem;
  open: boolean;
  onClose: () => void;
  /** shown with the page's first paint: no rise animation */
  withPage: boolean;
}) {
  const onClick = useBannerClick({ onNavigate: onClose });
  const target = listBannerTarget(banner.bannerLink);
  const hide = () => {
    hideForToday(localStorageKeys.bottomSheetHidden, new Date());
    onClose();
  };
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      appearInstantly={withPage}
      title={banner.bannerName}
      footer={
        <div className={styles.sheetActions}>
          <Button variant="secondary" onClick={hide}>
            오늘 하루 보지 않기
          </Button>
          <Button onClick={onClose}>닫기</Button>
        </div>
      }
    >
      <BannerAnchor
        target={target}
        className={styles.sheetImage}
        onClick={(event) =>
          onClick(
            event,
            { bannerType: 'BOTTOM', bannerDetailType: 'MAIN', bannerIdx: banner.bannerIdx },
            target,
          )
        }
      >
        <img
          src={banner.savePath ?? ''}
          alt={banner.alt || banner.bannerName}
          width={750}
          height={400}
          decoding="async"
        />
      </BannerAnchor>
    </BottomSheet>
  );
}

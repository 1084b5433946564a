import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { keepTabInside, useModal } from '../../lib/use-modal';
import styles from './bottom-sheet.module.css';
import { CloseIcon } from './icons';

/**
 * A modal sheet that rises from the bottom of the screen: a `dialog` named by its title, over a dim
 * that closes it. Like every dialog here (lib/use-modal) it locks page scroll, takes focus, closes
 * on Escape and gives focus back; Tab cycles inside it, since the page behind stays in the DOM.
 * Rendered in place, so the global alert (which makes the page inert) still goes above it.
 */
export function BottomSheet({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  tall = false,
  initialFocusRef,
  appearInstantly = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Actions pinned under the scrolling content. */
  footer?: ReactNode;
  /** Nearly full height, for reading long text. */
  tall?: boolean;
  /** What takes focus on open; the close button by default. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Shown without the rise animation: a sheet that is part of a page's first paint. */
  appearInstantly?: boolean;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useModal({ open, onClose, initialFocusRef: initialFocusRef ?? closeRef });

  if (!open) return null;

  return (
    <div className={`${styles.layer} ${appearInstantly ? styles.instant : ''}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the dim is a pointer convenience; keyboards close with Escape or the close button */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className={styles.dim} onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={`${styles.sheet} ${tall ? styles.tall : ''}`}
        onKeyDown={(event) => keepTabInside(event, panelRef.current)}
      >
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label="닫기"
          >
            <CloseIcon />
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        ) : null}
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}

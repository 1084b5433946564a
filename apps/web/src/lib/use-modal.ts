import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import { useEffect, useRef } from 'react';

let scrollLocks = 0;

/** Stacked modals (side menu, then terms) each hold a lock; the page scrolls again after the last. */
function lockPageScroll(): () => void {
  scrollLocks += 1;
  document.documentElement.setAttribute('data-scroll-locked', '');
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.documentElement.removeAttribute('data-scroll-locked');
  };
}

/**
 * What every full-screen dialog here does while open: lock page scroll, move focus inside, close on
 * Escape, and give focus back to whatever opened it (or to the page's main). The rest of the
 * page is made `inert` by the shell, so focus cannot wander out.
 */
export function useModal({
  open,
  onClose,
  initialFocusRef,
}: {
  open: boolean;
  onClose: () => void;
  initialFocusRef: RefObject<HTMLElement | null>;
}): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();
    initialFocusRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      // Back to whatever opened it; a dialog that opened by itself (the home's popup and bottom
      // sheet), or whose opener is gone, hands focus to the page's main rather than dropping it
      // on <body>.
      if (opener?.isConnected && opener !== document.body) opener.focus();
      else document.getElementById('main')?.focus({ preventScroll: true });
    };
  }, [open, initialFocusRef]);
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog's onKeyDown: Tab from its last focusable element goes to the first and Shift+Tab from
 * the first to the last, so focus cycles inside `container` (dialogs rendered in place have the
 * page behind them in the DOM).
 */
export function keepTabInside(event: ReactKeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || !container) return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

import { type RefObject, useEffect, useRef } from 'react';

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
 * Escape, and give focus back to whatever opened it. The rest of the page is made `inert` by the
 * shell, so focus cannot wander out.
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
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);
}

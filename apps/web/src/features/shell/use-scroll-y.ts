import { useCallback, useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

function noopSubscribe() {
  return () => {};
}

/**
 * Whether the page is scrolled further than `threshold` px. The snapshot is a boolean, so the
 * header re-renders once when the line is crossed, not on every scroll event; pages that do not
 * need it do not subscribe at all.
 */
export function useScrolledPast(threshold: number, active: boolean): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(
    active ? subscribe : noopSubscribe,
    active ? getSnapshot : () => false,
    () => false,
  );
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry (React Router gives each entry a key). */
const positions = new Map<string, number>();

/**
 * What the data router's <ScrollRestoration> did, in the few lines this app needs: a new page
 * (link, redirect) starts at the top, or at its #hash; back and forward return to where the
 * visitor left that page. Positions live in memory only: a reload starts at the top.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry the page on screen belongs to. It switches in the same commit that shows the next
  // page, so the scroll events that commit causes (our scrollTo, a shorter page) count for the
  // next page and never overwrite the position the visitor left the previous one at.
  const current = useRef(location.key);

  useEffect(() => {
    // The browser's own restoration fires before our page has rendered, and then jumps.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions by history entry (React Router gives each entry a key). */
const positions = new Map<string, number>();

/**
 * What the data router's <ScrollRestoration> did, in the few lines this app needs: a new page
 * (link, redirect) starts at the top, or at its #hash; back and forward return to where the
 * visitor left that page; a replace on the same path (a tab or floor kept in the query) stays put. Positions live in memory only: a reload starts at the top.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry the page on screen belongs to. It switches in the same commit that shows the next
  // page, so the scroll events that commit causes (our scrollTo, a shorter page) count for the
  // next page and never overwrite the position the visitor left the previous one at.
  const current = useRef(location.key);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    // The browser's own restoration fires before our page has rendered, and then jumps.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    // A query kept in step with the page (?tab=, ?floor=) replaces the entry: same page, same
    // place on it.
    if (navigationType === 'REPLACE' && samePage) return;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, location.pathname, navigationType]);
}

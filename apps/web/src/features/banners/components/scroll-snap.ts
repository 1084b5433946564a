import { useCallback, useEffect, useRef } from 'react';

/**
 * Small helpers for the CSS scroll-snap carousels of this feature (no carousel library: see
 * docs/decisions/010-web-bundle-budget.md). A track is a horizontal scroller whose children are
 * the slides; the browser does the swiping and snapping, we only read and set positions.
 */

/** Distance between the starts of two neighbouring slides (0 when not laid out, e.g. jsdom). */
export function slideStep(track: HTMLElement): number {
  const [first, second] = track.children as unknown as HTMLElement[];
  if (!first) return 0;
  if (second) return second.offsetLeft - first.offsetLeft;
  return first.offsetWidth;
}

/** The index of the slide the track is snapped to (or nearest to). */
export function slidePosition(track: HTMLElement): number {
  const step = slideStep(track);
  return step > 0 ? Math.round(track.scrollLeft / step) : 0;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Scrolls the track to a slide; `instant` jumps (used to wrap around a looping carousel). */
export function scrollToSlide(track: HTMLElement, position: number, instant = false): void {
  const left = position * slideStep(track);
  const behavior: ScrollBehavior = instant || prefersReducedMotion() ? 'instant' : 'smooth';
  if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior });
  else track.scrollLeft = left;
}

/**
 * Calls `onSettled` once scrolling has stopped: the `scrollend` event where the browser has it,
 * otherwise a short quiet period after the last scroll event. Returns the cleanup.
 */
export function onScrollSettled(track: HTMLElement, onSettled: () => void): () => void {
  if ('onscrollend' in window) {
    track.addEventListener('scrollend', onSettled);
    return () => track.removeEventListener('scrollend', onSettled);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(onSettled, 120);
  };
  track.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    track.removeEventListener('scroll', onScroll);
  };
}

/**
 * A snap track that reports the slide it settles on. `scrollTo` moves it (smoothly, or instantly
 * for a loop's wrap-around); while such a move is on its way, the settling of an earlier,
 * interrupted scroll is ignored, so a quick second tap on an arrow never sees a stale position.
 * A touch, pointer or wheel on the track hands control back to the visitor.
 */
export function useSnapTrack<T extends HTMLElement>(
  onSettled: (position: number, track: T) => void,
  active: boolean,
) {
  const trackRef = useRef<T>(null);
  const target = useRef<number | null>(null);
  const onSettledRef = useRef(onSettled);
  onSettledRef.current = onSettled;

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !active) return;
    const release = () => {
      target.current = null;
    };
    const events = ['pointerdown', 'touchstart', 'wheel'] as const;
    for (const name of events) track.addEventListener(name, release, { passive: true });
    const stop = onScrollSettled(track, () => {
      const position = slidePosition(track);
      if (target.current !== null) {
        if (position !== target.current) return;
        target.current = null;
      }
      onSettledRef.current(position, track);
    });
    return () => {
      for (const name of events) track.removeEventListener(name, release);
      stop();
    };
  }, [active]);

  const scrollTo = useCallback((position: number, instant = false) => {
    const track = trackRef.current;
    if (!track) return;
    target.current = position;
    scrollToSlide(track, position, instant);
  }, []);

  return { trackRef, scrollTo };
}

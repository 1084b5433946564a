import { PROGRAM_LIST_PAGE_SIZE, PROGRAM_LIST_SCROLL_THRESHOLD_PX } from '@venue/contract/domain';
import { useEffect, useState } from 'react';

/** Whether the window is scrolled to within `threshold` px of the bottom of the document. */
export function isNearBottom(threshold = PROGRAM_LIST_SCROLL_THRESHOLD_PX): boolean {
  const scrolled = window.scrollY + window.innerHeight;
  return scrolled >= document.documentElement.scrollHeight - threshold;
}

/**
 * How many list items to show (spec 001 §9): 10 at first, 10 more each time the visitor scrolls
 * within 300 px of the bottom while more are waiting. A new `resetKey` (another tab or filter)
 * starts again from `initial` (10, or enough pages to reach a remembered program).
 *
 * The whole list is already in memory (the list call is not paged); paging keeps a long list's
 * first render short and its images from all loading at once.
 */
export function useScrollPaging({
  total,
  resetKey,
  initial = PROGRAM_LIST_PAGE_SIZE,
}: {
  total: number;
  resetKey: string;
  initial?: number;
}): number {
  const [state, setState] = useState({ key: resetKey, count: initial });
  // A new key resets during render (no flash of the old count), the React way to derive state.
  const current = state.key === resetKey ? state : { key: resetKey, count: initial };
  if (current !== state) setState(current);

  const hasMore = current.count < total;
  useEffect(() => {
    if (!hasMore) return;
    const onScroll = () => {
      if (!isNearBottom()) return;
      setState((prev) =>
        prev.key === resetKey ? { ...prev, count: prev.count + PROGRAM_LIST_PAGE_SIZE } : prev,
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [hasMore, resetKey]);

  return Math.min(current.count, total);
}

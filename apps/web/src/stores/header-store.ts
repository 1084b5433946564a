import { useEffect } from 'react';
import { createStore, useStore } from '../lib/create-store';

/**
 * Pages whose header floats over a hero image (program and zone detail, spec 000 §2) may show no
 * hero at all: an error or not-found screen. Such a screen asks for the solid header while it is
 * mounted, so the white header text never sits on a white page. A count, so nested requests
 * release cleanly.
 */
const solidRequests = createStore(0);

/** While the calling component is mounted, the header is never inverted. */
export function useSolidHeader(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    solidRequests.set((count) => count + 1);
    return () => solidRequests.set((count) => count - 1);
  }, [enabled]);
}

export function useHeaderForcedSolid(): boolean {
  return useStore(solidRequests, (count) => count > 0);
}

const titleOverride = createStore<string | null>(null);

/**
 * A page of a grouped route (one route-table entry for several pages, e.g. `/setting/*`, so the
 * table every visitor loads stays small) names itself in the header and the document title while
 * it is mounted; the route's own title shows until then.
 */
export function useHeaderTitle(title: string): void {
  useEffect(() => {
    titleOverride.set(title);
    return () => titleOverride.set(null);
  }, [title]);
}

export function useHeaderTitleOverride(): string | null {
  return useStore(titleOverride, (title) => title);
}

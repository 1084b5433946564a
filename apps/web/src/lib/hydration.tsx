import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Hydration of a server-rendered page (docs/decisions/014). The server draws a page as a guest,
 * from nothing but the page's data: it cannot see the visitor's token (localStorage). The
 * browser's first render must draw exactly that page, so React can adopt the server's markup
 * instead of rebuilding it; only then may the page become the visitor's own.
 *
 * While `useIsHydrating()` is true, code that would read browser-only state during render (the
 * session token, above all) answers as the server did. Right after the first commit the gate
 * opens and the components that read it render as the visitor's page. Pages rendered only in the
 * browser start with the gate open.
 *
 * The gate is an external store read with `useSyncExternalStore`, not a context: opening it
 * re-renders only the components that read it. A context change would also reach every part of
 * the page that React keeps dehydrated (a Suspense boundary whose code has not arrived, e.g. the
 * home's sections below the fold, decision 010), and React would then hold the whole update
 * until that code arrived. A part that hydrates later reads the server's answer
 * (`getServerSnapshot`) while it is adopted, and the visitor's right after, by itself.
 */
let closed = false;
const listeners = new Set<() => void>();

/** Subscribe to the gate (for stores that combine it with their own state). */
export function subscribeHydration(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the gate is still closed, outside the render that React is adopting. */
export function isHydrationGateClosed(): boolean {
  return closed;
}

export function HydrationGate({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  // Closed before the first render of the children (in the browser; on the server every reader
  // gets the server's answer anyway).
  useState(() => {
    if (hydrating && typeof window !== 'undefined') closed = true;
  });
  useEffect(() => {
    if (!closed) return;
    closed = false;
    for (const listener of listeners) listener();
  }, []);
  return children;
}

/** True during the render that adopts the server's markup (and on the server itself). */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(subscribeHydration, isHydrationGateClosed, () => true);
}

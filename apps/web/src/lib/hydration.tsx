import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

/**
 * Hydration of a server-rendered page (docs/decisions/014). The server draws a page as a guest,
 * from nothing but the page's data: it cannot see the visitor's token (localStorage). The
 * browser's first render must draw exactly that page, so React can adopt the server's markup
 * instead of rebuilding it; only then may the page become the visitor's own.
 *
 * While `useIsHydrating()` is true, code that would read browser-only state during render (the
 * session token, above all) answers as the server did. Right after the first commit the gate
 * opens in a transition: a member's page then renders as theirs, and whatever that needs to load
 * keeps the guest page on screen meanwhile instead of flashing a fallback. Pages rendered only in
 * the browser start with the gate open.
 */
const HydratingContext = createContext(false);

export function HydrationGate({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(!hydrating);
  useEffect(() => {
    if (!open) startTransition(() => setOpen(true));
  }, [open]);
  return <HydratingContext value={!open}>{children}</HydratingContext>;
}

/** True during the render that adopts the server's markup (and on the server itself). */
export function useIsHydrating(): boolean {
  return useContext(HydratingContext);
}

import { useSyncExternalStore } from 'react';
import { createStore } from '../lib/create-store';
import { isHydrationGateClosed, subscribeHydration } from '../lib/hydration';
import { localStorageKeys, readLocal, writeLocal } from '../lib/storage-keys';

/**
 * The session as the client sees it: the `jwt` in localStorage (spec 000 §4: notLoggedIn when
 * there is none). The store mirrors storage so the header re-renders when the token changes,
 * including from another tab through the `storage` event.
 */
const sessionStore = createStore<string | null>(
  typeof window === 'undefined' ? null : readLocal(localStorageKeys.jwt),
);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === localStorageKeys.jwt || event.key === null) {
      sessionStore.set(readLocal(localStorageKeys.jwt));
    }
  });
}

export function getAccessToken(): string | null {
  return sessionStore.get();
}

export function setAccessToken(token: string): void {
  writeLocal(localStorageKeys.jwt, token);
  sessionStore.set(token);
}

/** Session expiry (HTTP 401/498, spec 000 §8): only the token goes. */
export function removeAccessToken(): void {
  writeLocal(localStorageKeys.jwt, null);
  sessionStore.set(null);
}

/** Logout: spec 000 §4 "Logout removes jwt and checkin". */
export function clearSession(): void {
  writeLocal(localStorageKeys.jwt, null);
  writeLocal(localStorageKeys.checkin, null);
  // The member's banner audience (carrier, N-service) must not choose a guest's banners.
  writeLocal(localStorageKeys.telecomCode, null);
  writeLocal(localStorageKeys.nServiceCheckYn, null);
  sessionStore.set(null);
}

/** Re-read storage, e.g. after a test or another script changed it directly. */
export function syncSessionFromStorage(): void {
  sessionStore.set(readLocal(localStorageKeys.jwt));
}

/**
 * Whether a member is logged in, as the page should show it: a guest while a server-rendered
 * page is being adopted (the server drew it for a guest, lib/hydration.tsx), then the truth.
 */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribeLoggedIn, isLoggedInNow, () => false);
}

// One snapshot of both stores: a guest's components do not re-render when the gate opens.
function subscribeLoggedIn(listener: () => void): () => void {
  const fromSession = sessionStore.subscribe(listener);
  const fromGate = subscribeHydration(listener);
  return () => {
    fromSession();
    fromGate();
  };
}

function isLoggedInNow(): boolean {
  const token = sessionStore.get();
  return token !== null && token !== '' && !isHydrationGateClosed();
}

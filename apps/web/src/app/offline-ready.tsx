import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Placed on the pages a visitor needs at the door without a network (My QR, 예약 내역, the map):
 * makes the app work offline from then on (features/pwa). Its code, and the list of what those
 * pages read (door-queries.ts), load here after the page has rendered, so no first visit of
 * another page carries them.
 */
export function OfflineReady() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Offline use needs a service worker (features/pwa/offline-support.tsx): none, nothing to load.
    if (!('serviceWorker' in navigator)) return;
    Promise.all([import('../features/pwa/offline-support'), import('./door-queries')])
      .then(([pwa, door]) => pwa.enableOffline(queryClient, door.prefetchDoorQueries))
      .catch((error: unknown) => console.warn('[pwa] offline support not loaded', error));
  }, [queryClient]);
  return null;
}

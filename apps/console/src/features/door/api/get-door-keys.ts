import { staffDoorKeys } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';
import type { StaffPlace } from '../staff-place';
import { placeBody } from '../staff-place';

export const doorKeysQueryKey = ['door', 'keys'] as const;

/** Keys change when a member issues or moves a pass: asked again every minute while online. */
export const DOOR_KEYS_REFRESH_MS = 60_000;

/**
 * POST /api/staff/door/keys (decision 070): today's passes for this place and named list, for the
 * door to verify by itself when the network goes. TanStack pauses it while the browser is
 * offline; the last answer lives on in IndexedDB (offline/use-offline-door.ts).
 */
export function useDoorKeys(place: StaffPlace, doorListIdx: number | null) {
  return useStaffRead(
    doorKeysQueryKey,
    staffDoorKeys,
    { ...placeBody(place), ...(doorListIdx === null ? {} : { doorListIdx }) },
    { refetchInterval: DOOR_KEYS_REFRESH_MS, staleTime: 0, refetchOnReconnect: true },
  );
}

import type { DoorKeys } from '@venue/contract';
import { toSeoulIso, toYmd } from '@venue/contract/domain';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { useDoorKeys } from '../api/get-door-keys';
import { useDoorSync } from '../api/sync-door';
import { placeBody, placeKey, type StaffPlace } from '../staff-place';
import { type DoorStore, openDoorStore } from './door-store';
import { createDoorQueue, type DoorQueue, type SendFailure } from './offline-queue';
import {
  createOfflineVerifier,
  type LocalVerdict,
  offlineRefusalMessages,
  passIdxOfPassCode,
  type ScannedPassMode,
} from './offline-verifier';
import { scannerId } from './scanner-id';

/** How often a door with waiting scans tries to send them while it thinks it is online. */
export const DOOR_SYNC_RETRY_MS = 30_000;

/** Failures of the network, not answers of our server: the door then checks by itself. */
const NETWORK_FAILURES = new Set([
  'CLIENT_TIMEOUT',
  'CLIENT_OFFLINE',
  'CLIENT_NO_RESPONSE',
  'CLIENT_UNSTABLE_NETWORK',
]);

export function isNetworkFailure(error: unknown): boolean {
  return isApiRequestError(error) && NETWORK_FAILURES.has(error.errorCode);
}

/** A sync failure to try again (the network, a lost session, a busy server) or to give up on. */
export function syncFailureOf(error: unknown): SendFailure {
  if (!isApiRequestError(error) || isNetworkFailure(error)) return { retry: true };
  if (error.resultCode === 400 || error.resultCode === 422) {
    return { retry: false, message: error.fields?.[0]?.message ?? error.message };
  }
  return { retry: true };
}

/** The last key download of a place, with the server's clock offset at that moment. */
type SavedKeys = { keys: DoorKeys; offsetMs: number; fetchedAt: string };

const LAST_KEYS = 'keys:last';
const keysName = (place: StaffPlace, doorListIdx: number | null) =>
  `keys:${placeKey(place)}:${doorListIdx ?? '-'}`;

// One queue per page: every scanner screen of this tab shares it (and its IndexedDB record).
let shared: { store: DoorStore; queue: DoorQueue } | null = null;
function door() {
  if (!shared) {
    const store = openDoorStore();
    shared = { store, queue: createDoorQueue(store) };
  }
  return shared;
}

/** For tests: a fresh store and queue (what a new tab would have). */
export function resetOfflineDoorForTests() {
  shared = null;
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export type OfflineAdmission =
  | { kind: 'queued'; memberName: string; passMode: ScannedPassMode }
  | { kind: 'already'; memberName: string }
  | { kind: 'refused'; code: string; message: string };

/**
 * The door that keeps working offline (decision 070): the scanner's id, the day's keys (asked
 * every minute, the last answer kept in IndexedDB with the server's clock offset), whether the
 * door is online (the browser says so, and no check-in has just failed by the network), the local
 * check and its queue, and the sync when the network is back (the `online` event and a timer).
 */
export function useOfflineDoor({
  place,
  doorListIdx,
  now,
}: {
  place: StaffPlace;
  doorListIdx: number | null;
  now: () => Date;
}) {
  const { store, queue } = door();
  const id = useMemo(scannerId, []);
  const browserOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  // A check-in that failed by the network: offline until a call gets through again.
  const [unreachable, setUnreachable] = useState(false);
  const online = browserOnline && !unreachable;
  const snapshot = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);

  const keys = useDoorKeys(place, doorListIdx);
  const name = keysName(place, doorListIdx);
  const [saved, setSaved] = useState<SavedKeys | null>(null);

  // The last download of this place, read once when the place changes (a reload while offline).
  useEffect(() => {
    let live = true;
    // A place chosen while offline has no download of its own: the last download of any place
    // still knows today's passes, and the server applies the place's own rules at the sync.
    void Promise.all([store.get<SavedKeys>(name), store.get<SavedKeys>(LAST_KEYS)]).then(
      ([found, last]) => {
        // A download that arrived meanwhile is newer than what was saved.
        if (live) setSaved((current) => current ?? found ?? last ?? null);
      },
    );
    return () => {
      live = false;
      setSaved(null);
    };
  }, [store, name]);

  // Each new download replaces the saved one; the call got through, so the door is online. The
  // offset is against the door's own clock (`now`), the one it checks steps with.
  const nowRef = useRef(now);
  nowRef.current = now;
  useEffect(() => {
    if (!keys.data || !keys.dataUpdatedAt) return;
    // When the answer arrived, on the door's clock (a cached answer may be a minute old).
    const at = nowRef.current().getTime() - (Date.now() - keys.dataUpdatedAt);
    const next: SavedKeys = {
      keys: keys.data,
      offsetMs: Date.parse(keys.data.serverTime) - at,
      fetchedAt: new Date(at).toISOString(),
    };
    setSaved(next);
    setUnreachable(false);
    void store.set(name, next);
    void store.set(LAST_KEYS, next);
  }, [keys.data, keys.dataUpdatedAt, store, name]);

  const verifier = useMemo(() => (saved ? createOfflineVerifier(saved.keys) : null), [saved]);
  const offsetMs = saved?.offsetMs ?? 0;
  const doorNow = useCallback(() => new Date(nowRef.current().getTime() + offsetMs), [offsetMs]);

  const sync = useDoorSync();
  const sendRef = useRef(sync.mutateAsync);
  sendRef.current = sync.mutateAsync;
  const [syncing, setSyncing] = useState(false);
  const syncNow = useCallback(async () => {
    if (queue.snapshot().queue.length === 0) return;
    setSyncing(true);
    try {
      const outcome = await queue.sync(
        id,
        async (body) => (await sendRef.current(body)).results,
        syncFailureOf,
        () => toSeoulIso(doorNow()),
      );
      if (outcome.status === 'done') setUnreachable(false);
    } finally {
      setSyncing(false);
    }
  }, [queue, id, doorNow]);

  // Back online (the browser's event): send what waits, and keep trying every 30 s, also while a
  // failed check-in keeps the door offline (a sync that gets through brings it back).
  const waiting = snapshot.queue.length;
  const hasWaiting = waiting > 0;
  useEffect(() => {
    if (!browserOnline || !hasWaiting) return;
    void syncNow();
    const timer = window.setInterval(() => void syncNow(), DOOR_SYNC_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [browserOnline, hasWaiting, syncNow]);

  /** Checks a value by itself and queues it when admitted. */
  const admitOffline = useCallback(
    async (
      qrValue: string,
      nonce: string,
      doorListBody: { doorListIdx?: number },
    ): Promise<OfflineAdmission> => {
      await queue.ready();
      const at = doorNow();
      if (!verifier) {
        const code = 'OFFLINE_NO_KEYS';
        return { kind: 'refused', code, message: offlineRefusalMessages[code] };
      }
      const verdict: LocalVerdict = await verifier.verify(qrValue, at.getTime());
      if (!verdict.ok) return { kind: 'refused', code: verdict.code, message: verdict.message };
      const admitted = await queue.admit(
        {
          nonce,
          scannedAt: toSeoulIso(at),
          qrValue: qrValue.trim(),
          ...placeBody(place),
          ...doorListBody,
          qrPassIdx: verdict.qrPassIdx,
          memberName: verdict.memberName,
          placeKey: placeKey(place),
        },
        verifier.visitDate,
      );
      return admitted === 'queued'
        ? { kind: 'queued', memberName: verdict.memberName, passMode: verdict.passMode }
        : { kind: 'already', memberName: verdict.memberName };
    },
    [queue, verifier, doorNow, place],
  );

  /**
   * The server admitted a value online here (checked in, or already in): remembered like an
   * offline admission, so a scan of it after the network goes is a repeat, not a second entry.
   * A pass code names its pass by itself; a typed code or daily QR only when the day's keys
   * know it (a pass issued after the last download cannot be told, and is not remembered).
   */
  const rememberOnline = useCallback(
    async (qrValue: string) => {
      const at = doorNow().getTime();
      const passIdx = verifier ? await verifier.passIdxOf(qrValue, at) : passIdxOfPassCode(qrValue);
      if (passIdx === null) return;
      try {
        await queue.remember(toYmd(new Date(at)), passIdx, placeKey(place));
      } catch {
        // Storage refused the write: the check-in stands; only the offline repeat check is lost.
      }
    },
    [queue, verifier, doorNow, place],
  );

  return {
    scannerId: id,
    online,
    rememberOnline,
    /** A check-in failed by the network: check by itself until a call gets through. */
    markUnreachable: useCallback(() => setUnreachable(true), []),
    markReachable: useCallback(() => setUnreachable(false), []),
    admitOffline,
    syncNow,
    syncing,
    waiting,
    lastSyncedAt: snapshot.lastSyncedAt,
    problems: snapshot.problems,
    keysFetchedAt: saved?.fetchedAt ?? null,
    keysPassCount: saved?.keys.passes.length ?? null,
    keysError: keys.isError,
  };
}

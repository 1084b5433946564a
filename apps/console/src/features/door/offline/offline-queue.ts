import {
  DOOR_SYNC_MAX_SCANS,
  type OfflineScan,
  type StaffDoorSyncBody,
  type SyncedScan,
} from '@venue/contract';
import type { DoorStore } from './door-store';

/**
 * The scans a door admitted while offline, in the order it admitted them, until the server has
 * answered each (decision 070). Each scan has its nonce: the server applies a nonce once however
 * often it is sent, so a batch whose answer was lost is simply sent again.
 *
 * The queue also remembers which pass this door admitted at which place today, offline or (told
 * by the scanner) online: the door admits a pass once per place, and a second scan of it (a
 * screenshot passed back, a relay) says so at once, also after the network went in between.
 */
export type QueuedScan = OfflineScan & {
  /** what the door showed, kept for the list of answers that matter after the sync */
  qrPassIdx: number;
  memberName: string;
  /** the place's key (staff-place.ts `placeKey`): once per pass and place */
  placeKey: string;
};

/** An answer staff should read after the sync: refused after all, a conflict, or unsendable. */
export type SyncProblem = {
  nonce: string;
  kind: 'REFUSED' | 'CONFLICT' | 'UNSENDABLE';
  memberName: string;
  scannedAt: string;
  message: string;
};

export type DoorQueueSnapshot = {
  queue: QueuedScan[];
  /** `${visitDate}|${qrPassIdx}|${placeKey}` of what this door admitted, offline or online */
  admitted: string[];
  lastSyncedAt: string | null;
  problems: SyncProblem[];
};

const EMPTY: DoorQueueSnapshot = { queue: [], admitted: [], lastSyncedAt: null, problems: [] };
const STORE_KEY = 'queue';
/** The problems list keeps the newest this many (a screen, not an archive). */
export const PROBLEMS_KEPT = 50;

export const admittedKey = (visitDate: string, qrPassIdx: number, placeKey: string) =>
  `${visitDate}|${qrPassIdx}|${placeKey}`;

/** The sync's failure: kept for later (the network, a lost session) or no use sending again. */
export type SendFailure = { retry: true } | { retry: false; message: string };

export type SyncOutcome =
  | { status: 'done'; sent: number }
  | { status: 'stopped'; sent: number }
  | { status: 'busy' };

export function createDoorQueue(store: DoorStore) {
  let snapshot: DoorQueueSnapshot = EMPTY;
  const listeners = new Set<() => void>();
  // One change at a time, each on the last saved state: a scan and a sync's answer never race.
  let chain: Promise<unknown> = store
    .get<DoorQueueSnapshot>(STORE_KEY)
    .then((saved) => {
      if (saved) publish({ ...EMPTY, ...saved });
    })
    .catch(() => undefined);
  let syncing = false;

  function publish(next: DoorQueueSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function change<T>(run: (state: DoorQueueSnapshot) => [DoorQueueSnapshot, T]): Promise<T> {
    const result = chain.then(async () => {
      const [next, answer] = run(snapshot);
      if (next !== snapshot) {
        await store.set(STORE_KEY, next);
        publish(next);
      }
      return answer;
    });
    chain = result.catch(() => undefined);
    return result;
  }

  /** Queues an admitted scan; 'already' when this pass was admitted here today (nothing queued). */
  function admit(scan: QueuedScan, visitDate: string): Promise<'queued' | 'already'> {
    const key = admittedKey(visitDate, scan.qrPassIdx, scan.placeKey);
    return change((state) => {
      if (state.admitted.includes(key) || state.queue.some((q) => q.nonce === scan.nonce)) {
        return [state, 'already'];
      }
      return [
        { ...state, queue: [...state.queue, scan], admitted: [...ofDay(state, visitDate), key] },
        'queued',
      ];
    });
  }

  /**
   * Remembers a pass the server admitted online at this door (checked in, or already in), so a
   * scan of it after the network went is 'already' too. Nothing is queued: the server has it.
   */
  function remember(visitDate: string, qrPassIdx: number, placeKey: string): Promise<void> {
    const key = admittedKey(visitDate, qrPassIdx, placeKey);
    return change((state) => {
      if (state.admitted.includes(key)) return [state, undefined];
      return [{ ...state, admitted: [...ofDay(state, visitDate), key] }, undefined];
    });
  }

  /**
   * Sends the queue in scan order, `DOOR_SYNC_MAX_SCANS` at a time, until it is empty or a batch
   * fails; answered scans leave the queue, and the answers that matter join `problems`.
   */
  async function sync(
    scannerId: string,
    send: (body: StaffDoorSyncBody) => Promise<SyncedScan[]>,
    failureOf: (error: unknown) => SendFailure,
    now: () => string,
  ): Promise<SyncOutcome> {
    if (syncing) return { status: 'busy' };
    syncing = true;
    let sent = 0;
    try {
      await chain;
      while (snapshot.queue.length > 0) {
        const batch = snapshot.queue.slice(0, DOOR_SYNC_MAX_SCANS);
        let results: SyncedScan[];
        try {
          results = await send({ scannerId, scans: batch.map(wireScan) });
        } catch (error) {
          const failure = failureOf(error);
          if (failure.retry) return { status: 'stopped', sent };
          // Refused as a whole (a scan of yesterday, a bad value): sending again changes nothing.
          await settle(batch, [], now(), failure.message);
          sent += batch.length;
          continue;
        }
        const answered = await settle(batch, results, now(), null);
        sent += answered;
        // An answer that names none of the batch: stop rather than send it again and again.
        if (answered === 0) return { status: 'stopped', sent };
      }
      return { status: 'done', sent };
    } finally {
      syncing = false;
    }
  }

  function settle(
    batch: QueuedScan[],
    results: SyncedScan[],
    syncedAt: string,
    unsendable: string | null,
  ): Promise<number> {
    const answers = new Map(results.map((result) => [result.nonce, result]));
    return change((state) => {
      const problems: SyncProblem[] = [];
      const answered = new Set<string>();
      for (const scan of batch) {
        const answer = answers.get(scan.nonce);
        const base = { nonce: scan.nonce, memberName: scan.memberName, scannedAt: scan.scannedAt };
        if (unsendable !== null) {
          answered.add(scan.nonce);
          problems.push({ ...base, kind: 'UNSENDABLE', message: unsendable });
          continue;
        }
        // A scan the answer does not name stays queued for the next sync.
        if (!answer) continue;
        answered.add(scan.nonce);
        if (answer.outcome === 'REFUSED') {
          problems.push({
            ...base,
            kind: 'REFUSED',
            message: answer.message ?? '서버에서 입장을 확인하지 않았어요.',
          });
        } else if (answer.conflictYn === 'Y') {
          problems.push({
            ...base,
            kind: 'CONFLICT',
            message: '다른 스캐너에서 1분 안에 같은 회원이 입장했어요. 본인인지 확인해 주세요.',
          });
        }
      }
      return [
        {
          ...state,
          queue: state.queue.filter((scan) => !answered.has(scan.nonce)),
          lastSyncedAt: answered.size > 0 ? syncedAt : state.lastSyncedAt,
          problems: [...problems.reverse(), ...state.problems].slice(0, PROBLEMS_KEPT),
        },
        answered.size,
      ];
    });
  }

  return {
    admit,
    remember,
    sync,
    /** Waits until the saved queue is read (a reload's first render may come before). */
    ready: () => chain.then(() => undefined),
    snapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type DoorQueue = ReturnType<typeof createDoorQueue>;

/** The day's admissions: another day's are no longer needed to refuse a repeat. */
const ofDay = (state: DoorQueueSnapshot, visitDate: string) =>
  state.admitted.filter((key) => key.startsWith(`${visitDate}|`));

/** The scan as the sync call takes it (its schema is strict: nothing of the door's own). */
function wireScan(scan: QueuedScan): OfflineScan {
  const { nonce, scannedAt, qrValue, zoneIdx, programIdx, doorListIdx } = scan;
  return {
    nonce,
    scannedAt,
    qrValue,
    ...(zoneIdx === undefined ? {} : { zoneIdx }),
    ...(programIdx === undefined ? {} : { programIdx }),
    ...(doorListIdx === undefined ? {} : { doorListIdx }),
  };
}

/**
 * The staff login's throttle (decision 024). Three counters, all in process memory:
 *
 * - per (login id, client address): 5 failures in 15 minutes lock that pair for the rest of the
 *   window. This is the lock an attacker earns: it shuts the attacker's address out of the id,
 *   and nobody else.
 * - per client address: 20 failures in 15 minutes, whatever the login id (guessing many ids).
 * - per login id, from every address together: the first 10 failures in an hour are free; each
 *   further failure closes the id for a short, growing pause (2, 4, 8, 16, 32, then 60 seconds at
 *   most) to every address that has not logged in to it before. Many addresses guessing together
 *   therefore get about one guess a minute, and the right password from a fresh address waits
 *   at most a minute, never 15. An address that logged in to the id in the last 30 days skips
 *   the pause (the venue's own network), and an ADMIN can clear the id (`unlock`).
 *
 * An attempt is counted when it starts, before the password is checked, so a burst of parallel
 * guesses is cut off at the limit too; a success takes its counts back. A refused attempt is
 * not counted: the real operator who retries during a pause does not lock themselves out.
 */

export const PAIR_FAILURE_LIMIT = 5;
export const PAIR_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_FAILURE_LIMIT = 20;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
export const ID_FREE_FAILURES = 10;
export const ID_WINDOW_MS = 60 * 60 * 1000;
export const ID_PAUSE_MAX_MS = 60 * 1000;
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
/** Past this many tracked keys in one map, finished entries are swept so memory stays bounded. */
const SWEEP_AT = 10_000;

/** Why an attempt is refused: `pair`/`address` are 15-minute locks, `id` a short pause. */
export type LoginRefusal = { reason: 'pair' | 'address' | 'id'; retryAfterSeconds: number };

/** The pause after the id's `failures`-th failure in its window: 0 up to the free ones. */
export function idPauseMs(failures: number): number {
  if (failures <= ID_FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - ID_FREE_FAILURES) * 1000, ID_PAUSE_MAX_MS);
}

interface Window {
  count: number;
  resetAt: number;
}
interface IdState extends Window {
  /** When the last counted attempt started; the pause runs from there. */
  lastAt: number;
}

/** What the operator list shows about one login id (no addresses: they stay on the server). */
export interface LoginLockState {
  /** Addresses currently locked out of the id (5 failures each). */
  lockedAddressCount: number;
  /** Failures of the id from every address in its current window. */
  recentFailureCount: number;
  /** The end of the id's pause, or null when there is none now. */
  pausedUntilMs: number | null;
}

export function createLoginThrottle() {
  const pairs = new Map<string, Window>();
  const addresses = new Map<string, Window>();
  const ids = new Map<string, IdState>();
  const known = new Map<string, number>();

  const idKey = (loginId: string) => loginId.toLowerCase();
  const pairKey = (id: string, address: string) => `${id}\n${address}`;
  const live = <T extends Window>(map: Map<string, T>, key: string, nowMs: number) => {
    const entry = map.get(key);
    if (entry && entry.resetAt <= nowMs) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = <T extends Window>(map: Map<string, T>, nowMs: number) => {
    if (map.size < SWEEP_AT) return;
    for (const [key, entry] of map) if (entry.resetAt <= nowMs) map.delete(key);
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const isKnown = (id: string, address: string, nowMs: number) =>
    (known.get(pairKey(id, address)) ?? 0) > nowMs;

  const uncount = (entry: Window | undefined) => {
    if (entry && entry.count > 0) entry.count -= 1;
  };

  function count(map: Map<string, Window>, key: string, windowMs: number, nowMs: number) {
    const entry = live(map, key, nowMs);
    if (entry) {
      entry.count += 1;
      return;
    }
    sweep(map, nowMs);
    map.set(key, { count: 1, resetAt: nowMs + windowMs });
  }

  return {
    /**
     * Checks and counts an attempt: null when it may go on (it is then counted as a failure
     * until `succeeded` takes it back), else why it is refused (and nothing is counted).
     */
    begin(loginId: string, address: string, nowMs: number): LoginRefusal | null {
      const id = idKey(loginId);
      const pair = live(pairs, pairKey(id, address), nowMs);
      if (pair && pair.count >= PAIR_FAILURE_LIMIT) {
        return { reason: 'pair', retryAfterSeconds: seconds(pair.resetAt - nowMs) };
      }
      const byAddress = live(addresses, address, nowMs);
      if (byAddress && byAddress.count >= ADDRESS_FAILURE_LIMIT) {
        return { reason: 'address', retryAfterSeconds: seconds(byAddress.resetAt - nowMs) };
      }
      const byId = live(ids, id, nowMs);
      if (byId && !isKnown(id, address, nowMs)) {
        const pausedUntil = byId.lastAt + idPauseMs(byId.count);
        if (pausedUntil > nowMs) {
          return { reason: 'id', retryAfterSeconds: seconds(pausedUntil - nowMs) };
        }
      }

      count(pairs, pairKey(id, address), PAIR_WINDOW_MS, nowMs);
      count(addresses, address, ADDRESS_WINDOW_MS, nowMs);
      if (byId) {
        byId.count += 1;
        byId.lastAt = nowMs;
      } else {
        sweep(ids, nowMs);
        ids.set(id, { count: 1, resetAt: nowMs + ID_WINDOW_MS, lastAt: nowMs });
      }
      return null;
    },

    /** The attempt begun with the same arguments was the right password: take its counts back. */
    succeeded(loginId: string, address: string, nowMs: number): void {
      const id = idKey(loginId);
      pairs.delete(pairKey(id, address));
      uncount(addresses.get(address));
      uncount(ids.get(id));
      if (known.size >= SWEEP_AT) {
        for (const [key, until] of known) if (until <= nowMs) known.delete(key);
      }
      known.set(pairKey(id, address), nowMs + KNOWN_ADDRESS_MS);
    },

    /**
     * The attempt begun with the same arguments had the right password, but the login has a
     * second step still to pass (the TOTP code, decision 035): only this attempt is taken back.
     * The pair's earlier failures stay and the address is not yet known, so a right password
     * does not wipe the count of wrong codes before it.
     */
    passedFirstStep(loginId: string, address: string): void {
      const id = idKey(loginId);
      uncount(pairs.get(pairKey(id, address)));
      uncount(addresses.get(address));
      uncount(ids.get(id));
    },

    /** What an ADMIN sees about `loginId`. */
    state(loginId: string, nowMs: number): LoginLockState {
      const id = idKey(loginId);
      let lockedAddressCount = 0;
      const prefix = `${id}\n`;
      for (const [key, entry] of pairs) {
        if (key.startsWith(prefix) && entry.resetAt > nowMs && entry.count >= PAIR_FAILURE_LIMIT) {
          lockedAddressCount += 1;
        }
      }
      const byId = live(ids, id, nowMs);
      const pausedUntil = byId ? byId.lastAt + idPauseMs(byId.count) : 0;
      return {
        lockedAddressCount,
        recentFailureCount: byId?.count ?? 0,
        pausedUntilMs: pausedUntil > nowMs ? pausedUntil : null,
      };
    },

    /** An ADMIN's unlock: forgets every failure of `loginId`, from every address. */
    unlock(loginId: string): void {
      const id = idKey(loginId);
      ids.delete(id);
      const prefix = `${id}\n`;
      for (const key of pairs.keys()) if (key.startsWith(prefix)) pairs.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

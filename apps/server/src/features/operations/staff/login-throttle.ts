/**
 * The staff login's throttle (decision 024). Three counters, kept in the app's limit store
 * (lib/limit-store.ts): in PostgreSQL when the server runs on it, so every instance counts the
 * same failures and a lockout survives a restart (decision 037); in process memory on PGlite.
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
 * not counted: the real operator who retries during a pause does not lock themselves out. Each
 * counter's check and count is one atomic step of the store (a guarded hit), so parallel
 * attempts on several instances never count past a limit; an attempt refused by a later counter
 * gives the earlier ones their hit back.
 */

import { backoffPauseMs, type LimitStore } from '../../../lib/limit-store';

export const PAIR_FAILURE_LIMIT = 5;
export const PAIR_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_FAILURE_LIMIT = 20;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
export const ID_FREE_FAILURES = 10;
export const ID_WINDOW_MS = 60 * 60 * 1000;
export const ID_PAUSE_MAX_MS = 60 * 1000;
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** Why an attempt is refused: `pair`/`address` are 15-minute locks, `id` a short pause. */
export type LoginRefusal = { reason: 'pair' | 'address' | 'id'; retryAfterSeconds: number };

const ID_BACKOFF = { free: ID_FREE_FAILURES, maxMs: ID_PAUSE_MAX_MS };

/** The pause after the id's `failures`-th failure in its window: 0 up to the free ones. */
export function idPauseMs(failures: number): number {
  return backoffPauseMs(ID_BACKOFF, failures);
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

export function createLoginThrottle(store: LimitStore) {
  const idKey = (loginId: string) => loginId.toLowerCase();
  // A login id has no newline, so `${id}\n` is a prefix of that id's pairs only.
  const pairPrefix = (id: string) => `login-pair:${id}\n`;
  const pairKey = (id: string, address: string) => `${pairPrefix(id)}${address}`;
  const addressKey = (address: string) => `login-address:${address}`;
  const idWindowKey = (id: string) => `login-id:${id}`;
  const knownKey = (id: string, address: string) => `login-known:${id}\n${address}`;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    /**
     * Checks and counts an attempt: null when it may go on (it is then counted as a failure
     * until `succeeded` takes it back), else why it is refused (and nothing is counted).
     */
    async begin(loginId: string, address: string, nowMs: number): Promise<LoginRefusal | null> {
      const id = idKey(loginId);
      const pair = await store.hit(pairKey(id, address), PAIR_WINDOW_MS, nowMs, {
        maxCount: PAIR_FAILURE_LIMIT,
      });
      if (!pair.counted) {
        return { reason: 'pair', retryAfterSeconds: seconds(pair.window.resetAtMs - nowMs) };
      }
      const byAddress = await store.hit(addressKey(address), ADDRESS_WINDOW_MS, nowMs, {
        maxCount: ADDRESS_FAILURE_LIMIT,
      });
      if (!byAddress.counted) {
        await store.release(pairKey(id, address));
        return {
          reason: 'address',
          retryAfterSeconds: seconds(byAddress.window.resetAtMs - nowMs),
        };
      }
      const known = (await store.get(knownKey(id, address), nowMs)) !== null;
      const byId = await store.hit(
        idWindowKey(id),
        ID_WINDOW_MS,
        nowMs,
        known ? undefined : { backoff: ID_BACKOFF },
      );
      if (!byId.counted) {
        await Promise.all([
          store.release(pairKey(id, address)),
          store.release(addressKey(address)),
        ]);
        const pausedUntil = byId.window.lastAtMs + idPauseMs(byId.window.count);
        return { reason: 'id', retryAfterSeconds: seconds(pausedUntil - nowMs) };
      }
      return null;
    },

    /** The attempt begun with the same arguments was the right password: take its counts back. */
    async succeeded(loginId: string, address: string, nowMs: number): Promise<void> {
      const id = idKey(loginId);
      await Promise.all([
        store.delete(pairKey(id, address)),
        store.release(addressKey(address)),
        store.release(idWindowKey(id)),
        store.set(knownKey(id, address), {
          count: 1,
          resetAtMs: nowMs + KNOWN_ADDRESS_MS,
          lastAtMs: nowMs,
        }),
      ]);
    },

    /**
     * The attempt begun with the same arguments had the right password, but the login has a
     * second step still to pass (the TOTP code, decision 035): only this attempt is taken back.
     * The pair's earlier failures stay and the address is not yet known, so a right password
     * does not wipe the count of wrong codes before it.
     */
    async passedFirstStep(loginId: string, address: string): Promise<void> {
      const id = idKey(loginId);
      await Promise.all([
        store.release(pairKey(id, address)),
        store.release(addressKey(address)),
        store.release(idWindowKey(id)),
      ]);
    },

    /** What an ADMIN sees about `loginId`. */
    async state(loginId: string, nowMs: number): Promise<LoginLockState> {
      const id = idKey(loginId);
      const [pairs, byId] = await Promise.all([
        store.list(pairPrefix(id), nowMs),
        store.get(idWindowKey(id), nowMs),
      ]);
      const pausedUntil = byId ? byId.lastAtMs + idPauseMs(byId.count) : 0;
      return {
        lockedAddressCount: pairs.filter((pair) => pair.count >= PAIR_FAILURE_LIMIT).length,
        recentFailureCount: byId?.count ?? 0,
        pausedUntilMs: pausedUntil > nowMs ? pausedUntil : null,
      };
    },

    /** An ADMIN's unlock: forgets every failure of `loginId`, from every address. */
    async unlock(loginId: string): Promise<void> {
      const id = idKey(loginId);
      await Promise.all([store.delete(idWindowKey(id)), store.delete({ prefix: pairPrefix(id) })]);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

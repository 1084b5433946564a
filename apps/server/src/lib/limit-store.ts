/**
 * Where every rate limit and lockout keeps its counts (decision 037): the
 * fixed-window limiters of lib/rate-limit.ts (captcha, SMS, VIP keys, typed entry codes) and the
 * staff login throttle (features/operations/staff/login-throttle.ts). One interface, two stores:
 *
 * - PostgreSQL: the `rate_limits` table, shared by every instance and kept across restarts. A
 *   hit is one atomic `INSERT … ON CONFLICT … DO UPDATE … RETURNING`: a finished window starts
 *   over inside the statement, and the guard (a full window, a pause) is its WHERE, so
 *   concurrent hits from several instances never count past the limit. A periodic sweep deletes
 *   finished windows.
 * - PGlite (one process by construction): a Map in process memory, swept when it grows.
 *
 * A window is `count` hits of one key until `resetAtMs`; `lastAtMs` is its latest counted hit.
 * Times come from the caller (`nowMs`), so the instances' clocks must agree (NTP). A caller
 * stamps its time before its round trips, so hits arrive out of order: `lastAtMs` keeps the
 * latest, and a backoff guard refuses only when a pause is due (decision 043).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/types';

export interface LimitWindow {
  count: number;
  resetAtMs: number;
  lastAtMs: number;
}

/** When a hit is refused (and nothing counted) while its window is live. */
export interface HitGuard {
  /** Refused while the window already holds this many hits. */
  maxCount?: number;
  /**
   * Refused until `lastAtMs + backoffPauseMs(backoff, count)`: no pause up to `free` hits, then
   * 2, 4, 8 … seconds, at most `maxMs`.
   */
  backoff?: { free: number; maxMs: number };
}

export interface LimitStore {
  /**
   * Counts a hit of `key` in its live window (a new one of `windowMs` when none is live) unless
   * the guard refuses it. Answers whether it was counted, and the window as it now is.
   */
  hit(
    key: string,
    windowMs: number,
    nowMs: number,
    guard?: HitGuard,
  ): Promise<{ counted: boolean; window: LimitWindow }>;
  /** Takes back one hit of `key` (never below zero). */
  release(key: string): Promise<void>;
  /** The live window of `key`, or null. */
  get(key: string, nowMs: number): Promise<LimitWindow | null>;
  /** The live windows whose keys start with `prefix`. */
  list(prefix: string, nowMs: number): Promise<LimitWindow[]>;
  /** Replaces the window of `key`. */
  set(key: string, window: LimitWindow): Promise<void>;
  /** Forgets `key`, or with `{ prefix }` every key that starts with it. */
  delete(key: string | { prefix: string }): Promise<void>;
  /** Deletes finished windows; answers how many. */
  sweep(nowMs: number): Promise<number>;
}

/** The pause after a window's `count`-th hit (see HitGuard.backoff). */
export function backoffPauseMs(backoff: { free: number; maxMs: number }, count: number): number {
  if (count <= backoff.free) return 0;
  return Math.min(2 ** (count - backoff.free) * 1000, backoff.maxMs);
}

/**
 * Whether `guard` refuses a hit stamped `nowMs`. Parallel requests stamp their time first and
 * reach the store in any order, so `lastAtMs` may be later than `nowMs`: only a pause that is
 * due (past the free hits) refuses, never the order of two hits.
 */
function refuses(window: LimitWindow, nowMs: number, guard: HitGuard | undefined): boolean {
  if (!guard || window.resetAtMs <= nowMs) return false;
  if (guard.maxCount !== undefined && window.count >= guard.maxCount) return true;
  if (guard.backoff === undefined) return false;
  const pauseMs = backoffPauseMs(guard.backoff, window.count);
  return pauseMs > 0 && window.lastAtMs + pauseMs > nowMs;
}

/** Past this many keys, finished windows are swept so memory stays bounded. */
const MEMORY_SWEEP_AT = 10_000;

export function createMemoryLimitStore(): LimitStore {
  const windows = new Map<string, LimitWindow>();
  const live = (key: string, nowMs: number) => {
    const window = windows.get(key);
    return window && window.resetAtMs > nowMs ? window : undefined;
  };
  const sweep = (nowMs: number) => {
    let deleted = 0;
    for (const [key, window] of windows) {
      if (window.resetAtMs <= nowMs) {
        windows.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  };
  return {
    async hit(key, windowMs, nowMs, guard) {
      let window = windows.get(key);
      if (window && refuses(window, nowMs, guard)) return { counted: false, window: { ...window } };
      if (!window || window.resetAtMs <= nowMs) {
        if (windows.size >= MEMORY_SWEEP_AT) sweep(nowMs);
        window = { count: 0, resetAtMs: nowMs + windowMs, lastAtMs: nowMs };
        windows.set(key, window);
      }
      window.count += 1;
      // The latest hit's time, whatever order parallel hits arrive in.
      window.lastAtMs = Math.max(window.lastAtMs, nowMs);
      return { counted: true, window: { ...window } };
    },
    async release(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async get(key, nowMs) {
      const window = live(key, nowMs);
      return window ? { ...window } : null;
    },
    async list(prefix, nowMs) {
      const found: LimitWindow[] = [];
      for (const [key, window] of windows) {
        if (key.startsWith(prefix) && window.resetAtMs > nowMs) found.push({ ...window });
      }
      return found;
    },
    async set(key, window) {
      if (!windows.has(key) && windows.size >= MEMORY_SWEEP_AT) sweep(window.lastAtMs);
      windows.set(key, { ...window });
    },
    async delete(key) {
      if (typeof key === 'string') {
        windows.delete(key);
        return;
      }
      for (const k of windows.keys()) if (k.startsWith(key.prefix)) windows.delete(k);
    },
    sweep: async (nowMs) => sweep(nowMs),
  };
}

type WindowRow = { count: number; reset_at_ms: number; last_at_ms: number };
const toWindow = (row: WindowRow): LimitWindow => ({
  count: Number(row.count),
  resetAtMs: Math.round(Number(row.reset_at_ms)),
  lastAtMs: Math.round(Number(row.last_at_ms)),
});
const at = (ms: number) => new Date(ms).toISOString();
const windowColumns = sql`count,
  (extract(epoch from reset_at) * 1000)::float8 as reset_at_ms,
  (extract(epoch from last_at) * 1000)::float8 as last_at_ms`;

/** The `rate_limits` table (migration 0027); right for PostgreSQL, and runs on PGlite too. */
export function createSqlLimitStore(db: Database): LimitStore {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: WindowRow[] }).rows;
  const get = async (key: string, nowMs: number) => {
    const [row] = await rows(
      sql`select ${windowColumns} from rate_limits where key = ${key} and reset_at > ${at(nowMs)}::timestamptz`,
    );
    return row ? toWindow(row) : null;
  };
  const hit: LimitStore['hit'] = async (key, windowMs, nowMs, guard) => {
    const now = sql`${at(nowMs)}::timestamptz`;
    const maxCount = guard?.maxCount ?? null;
    const free = guard?.backoff?.free ?? null;
    const maxPauseMs = guard?.backoff?.maxMs ?? null;
    // The pause as backoffPauseMs computes it; the exponent is capped so power() cannot overflow.
    const pauseMs = sql`case when r.count <= ${free}::int then 0
        else least(1000 * power(2, least(r.count - ${free}::int, 40)), ${maxPauseMs}::float8) end`;
    const [row] = await rows(sql`
        insert into rate_limits as r (key, count, reset_at, last_at)
        values (${key}, 1, ${at(nowMs + windowMs)}::timestamptz, ${now})
        on conflict (key) do update set
          count = case when r.reset_at <= ${now} then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= ${now} then excluded.reset_at else r.reset_at end,
          last_at = case when r.reset_at <= ${now} then ${now} else greatest(r.last_at, ${now}) end
        where r.reset_at <= ${now}
          or ((${maxCount}::int is null or r.count < ${maxCount}::int)
            and (${free}::int is null or ${pauseMs} = 0
              or r.last_at + make_interval(secs => ${pauseMs} / 1000.0) <= ${now}))
        returning ${windowColumns}`);
    if (row) return { counted: true, window: toWindow(row) };
    // Refused: the window that refused it (finished in the meantime: count again).
    const window = await get(key, nowMs);
    return window ? { counted: false, window } : hit(key, windowMs, nowMs, guard);
  };
  return {
    hit,
    async release(key) {
      await db.execute(
        sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`,
      );
    },
    get,
    async list(prefix, nowMs) {
      return (
        await rows(
          sql`select ${windowColumns} from rate_limits
            where starts_with(key, ${prefix}) and reset_at > ${at(nowMs)}::timestamptz`,
        )
      ).map(toWindow);
    },
    async set(key, window) {
      await db.execute(sql`
        insert into rate_limits (key, count, reset_at, last_at)
        values (${key}, ${window.count}, ${at(window.resetAtMs)}::timestamptz, ${at(window.lastAtMs)}::timestamptz)
        on conflict (key) do update set
          count = excluded.count, reset_at = excluded.reset_at, last_at = excluded.last_at`);
    },
    async delete(key) {
      await db.execute(
        typeof key === 'string'
          ? sql`delete from rate_limits where key = ${key}`
          : sql`delete from rate_limits where starts_with(key, ${key.prefix})`,
      );
    },
    async sweep(nowMs) {
      const deleted = await rows(
        sql`delete from rate_limits where reset_at <= ${at(nowMs)}::timestamptz returning 1`,
      );
      return deleted.length;
    },
  };
}

/** How often the shared store deletes finished windows. */
export const LIMIT_SWEEP_MS = 5 * 60_000;

/**
 * The store that fits the database, with its sweep: the table on PostgreSQL (shared by every
 * instance), process memory on PGlite. `stop()` ends the sweep.
 */
export function createLimitStore(
  db: Database,
  kind: 'pglite' | 'postgres',
  onSweepError?: (error: unknown) => void,
): LimitStore & { stop(): void } {
  if (kind === 'pglite') return Object.assign(createMemoryLimitStore(), { stop: () => {} });
  const store = createSqlLimitStore(db);
  const timer = setInterval(() => {
    store.sweep(Date.now()).catch((error: unknown) => onSweepError?.(error));
  }, LIMIT_SWEEP_MS);
  timer.unref();
  return Object.assign(store, { stop: () => clearInterval(timer) });
}

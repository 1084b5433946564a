/**
 * An in-memory cache of public read responses, kept as serialized, already-validated bytes.
 *
 * Why: PGlite is single-connection and a query costs far more than the route around it, and the
 * public lists (notices, FAQ, terms, floors, zones, banners) are read by every visitor and change
 * only when content is written. Serving stored bytes skips the query, the zod response check and
 * JSON.stringify on every hit; the check still runs once, when an entry is filled.
 *
 * Freshness: writers call `invalidate()` (a version bump) after changing content; a short TTL
 * is the safety net for writers outside this process (`npm run db:seed` against a running
 * server, a second server on the same PostgreSQL) and for time windows such as banner
 * start/end dates. Concurrent misses of one key share a single fill, so a cold cache under load
 * costs one query per key rather than one per request. Only public, visitor-independent data
 * belongs here: nothing keyed by a user, nothing with personal information.
 */
import type { z } from 'zod';

export interface ReadCacheOptions {
  /** How long an entry may be served after it was filled. */
  ttlMs?: number;
  /** Upper bound on entries; the oldest filled entry is evicted first. */
  maxEntries?: number;
  /** Injected clock for tests. */
  now?: () => number;
}

interface Entry {
  version: number;
  expiresAt: number;
  value: unknown;
}

export interface ReadCache {
  /**
   * Returns the cached bytes for `key`, or runs `load`, validates its result with `schema`
   * (throwing on mismatch, so a bad payload is never stored) and stores the JSON bytes.
   * Errors thrown by `load` (e.g. a 404 AppError) propagate and nothing is stored.
   */
  get<S extends z.ZodType>(
    key: string,
    schema: S,
    load: () => Promise<z.input<S>>,
  ): Promise<Buffer>;
  /**
   * The same freshness rules for a value the server itself uses rather than sends, such as the
   * program rules a reservation is checked against. The value is shared by every caller and
   * must be treated as read-only. Keys share one space with `get`: prefix them by use.
   */
  value<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The fresh value of `key` without waiting, `{ value }`, or undefined when it would have to be
   * loaded: for a hook on every request that must not pay a promise when the answer is at hand.
   */
  peek<T>(key: string): { value: T } | undefined;
  /** Drops every entry: call after writing content that public reads show. */
  invalidate(): void;
  readonly size: number;
}

export function createReadCache(options: ReadCacheOptions = {}): ReadCache {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<unknown>>();
  let version = 0;

  async function fill<T>(key: string, load: () => Promise<T>): Promise<T> {
    const startedAt = version;
    const value = await load();
    // A write that invalidated the cache while this load ran may not be in `value`:
    // answer this request with it, but do not keep it.
    if (startedAt === version) {
      // Re-inserting moves the key to the end of the Map's order, which is the eviction order.
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { version, expiresAt: now() + ttlMs, value });
    }
    return value;
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    return entry && entry.version === version && entry.expiresAt > now() ? entry : undefined;
  }

  function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = fresh(key);
    if (entry) return Promise.resolve(entry.value as T);
    const pending = inflight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = fill(key, load).finally(() => {
      // After an invalidate() a newer fill of this key may be the one registered.
      if (inflight.get(key) === promise) inflight.delete(key);
    });
    inflight.set(key, promise);
    return promise;
  }

  return {
    get(key, schema, load) {
      return remember(key, async () => Buffer.from(JSON.stringify(schema.parse(await load()))));
    },
    value: remember,
    peek<T>(key: string) {
      const entry = fresh(key);
      return entry ? { value: entry.value as T } : undefined;
    },
    invalidate() {
      version += 1;
      entries.clear();
      inflight.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

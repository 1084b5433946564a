import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

/** Names kept from the first release: an installed app keeps what it kept across an update. */
const DB_NAME = 'venue-offline';
const STORE = 'kept';
const KEY = 'query-cache';

/**
 * The kept queries (persist-filter.ts) in IndexedDB through idb-keyval, not localStorage: a write
 * never holds the page's thread, and the pass's device key lives in IndexedDB too, so a browser
 * that clears one clears both. The cache changes many times a second while a page loads; the
 * copy is written at most every `delayMs`, with the latest state. Storage trouble is never the
 * visitor's problem: a browser without IndexedDB, or one that refuses it (private modes), or a
 * failed write only means nothing is kept.
 */
export function indexedDbPersister(delayMs = 500): Persister {
  // Chosen at the first read or write, not here, and kept for the page's life: a page that began
  // without IndexedDB keeps nothing, even if one appears later.
  let store: ReturnType<typeof createStore> | null | undefined;
  const quietly = async <T>(
    run: (kept: ReturnType<typeof createStore>) => Promise<T>,
  ): Promise<T | undefined> => {
    if (store === undefined) {
      store = typeof indexedDB === 'undefined' ? null : createStore(DB_NAME, STORE);
    }
    if (store === null) return undefined;
    try {
      return await run(store);
    } catch {
      return undefined;
    }
  };
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    timer = undefined;
    const client = latest;
    if (client) await quietly((kept) => set(KEY, client, kept));
  };
  return {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(() => void flush(), delayMs);
    },
    restoreClient: () => quietly((kept) => get<PersistedClient>(KEY, kept)),
    async removeClient() {
      latest = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await quietly((kept) => del(KEY, kept));
    },
  };
}

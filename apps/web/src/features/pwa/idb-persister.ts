import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

const DB_NAME = 'venue-offline';
const STORE = 'kept';
const KEY = 'query-cache';

/** IndexedDB, opened once; null where the browser has none or refuses it (private modes). */
let opened: Promise<IDBDatabase | null> | undefined;
function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/**
 * The kept queries (persist-filter.ts) in IndexedDB, not localStorage: a write never holds the
 * page's thread, and the pass's device key lives in IndexedDB too, so a browser that clears one
 * clears both. The cache changes many times a second while a page loads; the copy is written at
 * most every `delayMs`, with the latest state. Storage trouble is never the visitor's problem:
 * a failed write only means nothing is kept.
 */
export function indexedDbPersister(delayMs = 500): Persister {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    timer = undefined;
    const client = latest;
    if (client) await run('readwrite', (store) => store.put(client, KEY));
  };
  return {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(() => void flush(), delayMs);
    },
    async restoreClient() {
      return (
        (await run<PersistedClient | undefined>('readonly', (store) => store.get(KEY))) ?? undefined
      );
    },
    async removeClient() {
      latest = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await run('readwrite', (store) => store.delete(KEY));
    },
  };
}

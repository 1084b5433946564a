import { createStore, get, set } from 'idb-keyval';

/**
 * Where the offline door keeps what must outlive a reload (decision 070): the last key download
 * with the server's clock offset, the queue of scans admitted offline, and which passes it
 * admitted at which place today. IndexedDB in a browser; a map where there is none (the
 * component tests' jsdom, a browser that refuses storage), so the scanner still works for as long
 * as the page lives.
 *
 * Values are whole records under a few names: the queue is short (a door admits hundreds a day,
 * not millions), and one record written at once is never half a queue.
 */
export type DoorStore = {
  get<T>(name: string): Promise<T | undefined>;
  set(name: string, value: unknown): Promise<void>;
};

/** The first release's names: a scanner keeps its queue and keys across an update. */
const DB_NAME = 'venue-door';
const STORE = 'kv';

export function memoryDoorStore(): DoorStore {
  const values = new Map<string, unknown>();
  return {
    async get<T>(name: string) {
      return structuredClone(values.get(name)) as T | undefined;
    },
    async set(name, value) {
      values.set(name, structuredClone(value));
    },
  };
}

/** IndexedDB through idb-keyval: one object store, a record per name. */
export function indexedDbDoorStore(): DoorStore {
  const store = createStore(DB_NAME, STORE);
  return {
    get: <T>(name: string) => get<T>(name, store),
    set: (name, value) => set(name, value, store),
  };
}

/** IndexedDB when the browser has it, else memory (the page's life). */
export function openDoorStore(): DoorStore {
  if (typeof indexedDB === 'undefined') return memoryDoorStore();
  const idb = indexedDbDoorStore();
  const memory = memoryDoorStore();
  let broken = false;
  // Private modes may refuse IndexedDB at the first use: memory then, rather than no door.
  const guard = async <T>(run: () => Promise<T>, fallback: () => Promise<T>) => {
    if (broken) return fallback();
    try {
      return await run();
    } catch {
      broken = true;
      return fallback();
    }
  };
  return {
    get: <T>(name: string) =>
      guard(
        () => idb.get<T>(name),
        () => memory.get<T>(name),
      ),
    set: (name, value) =>
      guard(
        () => idb.set(name, value),
        () => memory.set(name, value),
      ),
  };
}

import type { PassCryptoKey } from '@venue/contract/domain';

/**
 * What this phone keeps for one day's pass (decision 070): the non-extractable private keys it
 * registered, the typed code's HMAC key it derived, the key id the server names it by, and the
 * server clock's offset. CryptoKey objects are structured-cloneable, so IndexedDB stores them as
 * they are: the key material never leaves the browser's key store, not even to this script.
 */
export type StoredPassKeys = {
  qrPassIdx: number;
  /** Seoul day of the pass (YYYY-MM-DD); entries of earlier days are deleted. */
  issueDate: string;
  /** ECDSA P-256 private key: signs each step's QR value */
  signingKey: PassCryptoKey;
  /** HMAC-SHA-256 key of the typed code (ECDH of this phone's key and the server's) */
  typedCodeKey: PassCryptoKey;
  /** passKeyId of the signing key: what getQrValue says while this phone holds the pass */
  deviceKeyId: string;
  /** server clock − this phone's clock (ms) at the last online answer */
  clockOffsetMs: number;
};

/** The store's few operations; IndexedDB in the browser, a Map in component tests (jsdom has none). */
export type PassKeyStore = {
  get(qrPassIdx: number): Promise<StoredPassKeys | undefined>;
  put(entry: StoredPassKeys): Promise<void>;
  /** Deletes the entries of days before `today` (passes last one Seoul day). */
  deleteBefore(today: string): Promise<void>;
};

const DB_NAME = 'venue-pass';
const DB_VERSION = 1;
const STORE = 'passKeys';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

let opened: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(STORE, { keyPath: 'qrPassIdx' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    // Another tab holds an older version open: fail now rather than hang the page.
    req.onblocked = () => reject(new Error('IndexedDB blocked'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/**
 * The browser's store: one IndexedDB database with one object store keyed by qrPassIdx. Plain
 * IndexedDB rather than a wrapper library: three operations do not pay for a dependency in the
 * QR chunk.
 */
export const indexedDbPassKeyStore: PassKeyStore = {
  async get(qrPassIdx) {
    const db = await openDb();
    return request<StoredPassKeys | undefined>(
      db.transaction(STORE, 'readonly').objectStore(STORE).get(qrPassIdx),
    );
  },
  async put(entry) {
    const db = await openDb();
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(entry);
    await done(tx);
  },
  async deleteBefore(today) {
    const db = await openDb();
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const all = await request<StoredPassKeys[]>(store.getAll());
    for (const entry of all) {
      if (entry.issueDate < today) store.delete(entry.qrPassIdx);
    }
    await done(tx);
  },
};

/** A store in memory: for component tests, and a browser that has no IndexedDB never uses it. */
export function memoryPassKeyStore(): PassKeyStore & { entries: Map<number, StoredPassKeys> } {
  const entries = new Map<number, StoredPassKeys>();
  return {
    entries,
    async get(qrPassIdx) {
      return entries.get(qrPassIdx);
    },
    async put(entry) {
      entries.set(entry.qrPassIdx, entry);
    },
    async deleteBefore(today) {
      for (const [idx, entry] of entries) if (entry.issueDate < today) entries.delete(idx);
    },
  };
}

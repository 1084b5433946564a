import type { PassCryptoKey } from '@venue/contract/domain';
import { createStore, delMany, get, promisifyRequest, type UseStore, values } from 'idb-keyval';

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

/** The names a phone's keys have had since the first release: a phone that holds one keeps it. */
const PASS_KEY_DB = 'venue-pass';
const PASS_KEY_STORE = 'passKeys';

/**
 * The browser's store, one IndexedDB object store keyed by qrPassIdx, through idb-keyval.
 * A phone that made its keys before idb-keyval has a store that keys each entry by its own
 * qrPassIdx (a key path), where idb-keyval creates one keyed from outside; both hold the same
 * entries, and a write gives the key only where the store wants it, so such a phone keeps its key
 * and never has to verify again after an update.
 */
export function indexedDbPassKeyStoreOf(
  useStore: UseStore = createStore(PASS_KEY_DB, PASS_KEY_STORE),
): PassKeyStore {
  return {
    get: (qrPassIdx) => get<StoredPassKeys>(qrPassIdx, useStore),
    put: (entry) =>
      useStore('readwrite', (store) => {
        if (store.keyPath === null) store.put(entry, entry.qrPassIdx);
        else store.put(entry);
        return promisifyRequest(store.transaction);
      }),
    async deleteBefore(today) {
      const all = await values<StoredPassKeys>(useStore);
      const old = all.filter((entry) => entry.issueDate < today).map((entry) => entry.qrPassIdx);
      if (old.length > 0) await delMany(old, useStore);
    },
  };
}

/** The page's store (createStore opens nothing until the first call). */
export const indexedDbPassKeyStore = indexedDbPassKeyStoreOf();

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

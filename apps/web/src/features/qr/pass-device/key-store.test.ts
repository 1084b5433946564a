import {
  decodePassCode,
  passStep,
  signPassCode,
  verifyPassSignature,
} from '@venue/contract/domain';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aStoredPass } from '../testing/pass-device-fixtures';
import { indexedDbPassKeyStoreOf, type StoredPassKeys } from './key-store';

/**
 * The phone's key store on a real IndexedDB implementation (fake-indexeddb, one fresh database
 * per test; jsdom has none), with real non-extractable Web Crypto keys.
 */

let factory: IDBFactory;
beforeEach(() => {
  factory = new IDBFactory();
  // Restored after each test (testing/setup-tests.ts): other files keep a browser without one.
  vi.stubGlobal('indexedDB', factory);
});

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** What the first release wrote by hand: database venue-pass v1, store passKeys keyed by qrPassIdx. */
async function keptByTheFirstRelease(entry: StoredPassKeys) {
  const open = factory.open('venue-pass', 1);
  open.onupgradeneeded = () => open.result.createObjectStore('passKeys', { keyPath: 'qrPassIdx' });
  const db = await request(open);
  const tx = db.transaction('passKeys', 'readwrite');
  tx.objectStore('passKeys').put(entry);
  await new Promise((resolve) => {
    tx.oncomplete = resolve;
  });
  db.close();
}

async function signsForTheDoor(entry: StoredPassKeys | undefined, verifyKey: CryptoKey) {
  if (!entry) return false;
  const step = passStep(Date.parse('2026-11-22T12:00:00+09:00'));
  const code = await signPassCode(entry.signingKey, entry.qrPassIdx, step);
  const decoded = decodePassCode(code);
  return decoded ? verifyPassSignature(verifyKey, decoded) : false;
}

describe('the pass key store', () => {
  it('keeps a phone’s key from before the update: the same key signs, and new days write beside it', async () => {
    const { stored, verifyKey } = await aStoredPass({ qrPassIdx: 7, issueDate: '2026-11-22' });
    await keptByTheFirstRelease(stored);

    const store = indexedDbPassKeyStoreOf();
    const kept = await store.get(7);
    expect(kept).toMatchObject({ qrPassIdx: 7, deviceKeyId: stored.deviceKeyId });
    // Still the browser's non-extractable key, and the door still accepts what it signs.
    expect(kept?.signingKey.extractable).toBe(false);
    expect(await signsForTheDoor(kept, verifyKey)).toBe(true);

    const next = await aStoredPass({ qrPassIdx: 8, issueDate: '2026-11-23' });
    await store.put(next.stored);
    await store.put({ ...stored, clockOffsetMs: 1500 });
    expect((await store.get(7))?.clockOffsetMs).toBe(1500);
    await store.deleteBefore('2026-11-23');
    expect(await store.get(7)).toBeUndefined();
    expect(await signsForTheDoor(await store.get(8), next.verifyKey)).toBe(true);
  });

  it('on a new phone keeps keys by pass and deletes the days before today', async () => {
    const store = indexedDbPassKeyStoreOf();
    expect(await store.get(1)).toBeUndefined();
    const yesterday = await aStoredPass({ qrPassIdx: 1, issueDate: '2026-11-21' });
    const today = await aStoredPass({ qrPassIdx: 2, issueDate: '2026-11-22' });
    await store.put(yesterday.stored);
    await store.put(today.stored);
    expect(await signsForTheDoor(await store.get(1), yesterday.verifyKey)).toBe(true);

    await store.deleteBefore('2026-11-22');
    expect(await store.get(1)).toBeUndefined();
    const kept = await store.get(2);
    expect(kept?.typedCodeKey.extractable).toBe(false);
    expect(await signsForTheDoor(kept, today.verifyKey)).toBe(true);
    // A reload opens the same database.
    expect((await indexedDbPassKeyStoreOf().get(2))?.deviceKeyId).toBe(today.stored.deviceKeyId);
  });
});

import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { openDoorStore } from './door-store';

/** The door's store on a real IndexedDB implementation (fake-indexeddb; jsdom has none). */

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

describe('the door’s store', () => {
  it('reads what the scanner kept before the update, and what it writes outlives a reload', async () => {
    const factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    // What the first release wrote by hand: database venue-door v1, store kv, a record per name.
    const open = factory.open('venue-door', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('kv');
    const db = await request(open);
    const waiting = [{ nonce: 'a', qrValue: 'VP1:…' }];
    await request(db.transaction('kv', 'readwrite').objectStore('kv').put(waiting, 'queue'));
    db.close();

    const store = openDoorStore();
    expect(await store.get('queue')).toEqual(waiting);
    await store.set('keys:last', { offsetMs: 120 });
    // A reload: a new page opens the same database.
    expect(await openDoorStore().get('keys:last')).toEqual({ offsetMs: 120 });
  });

  it('keeps working in memory when the browser refuses IndexedDB at its first use', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('A mutation operation was attempted', 'InvalidStateError');
      },
    });
    const store = openDoorStore();
    await store.set('queue', ['scan']);
    expect(await store.get('queue')).toEqual(['scan']);
  });
});

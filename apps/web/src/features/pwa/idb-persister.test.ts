import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexedDbPersister } from './idb-persister';

/** The kept queries on a real IndexedDB implementation (fake-indexeddb; jsdom has none). */

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

const kept = (qrUuid: string): PersistedClient => ({
  timestamp: Date.parse('2026-11-22T09:00:00+09:00'),
  buster: '1',
  clientState: {
    mutations: [],
    queries: [
      {
        queryKey: ['qr', 'value'],
        queryHash: '["qr","value"]',
        dehydratedAt: Date.parse('2026-11-22T09:00:00+09:00'),
        state: { data: { qrUuid } } as PersistedClient['clientState']['queries'][number]['state'],
      },
    ],
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kept queries in IndexedDB', () => {
  it('reads back what the app kept before the update, and writes the latest state once', async () => {
    const factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    // What the first release wrote by hand: database venue-offline v1, store kept, one record.
    const open = factory.open('venue-offline', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('kept');
    const db = await request(open);
    await request(
      db.transaction('kept', 'readwrite').objectStore('kept').put(kept('old'), 'query-cache'),
    );
    db.close();

    const persister = indexedDbPersister(10);
    expect(await persister.restoreClient()).toEqual(kept('old'));

    // Many changes while a page loads: the last one is what is kept.
    persister.persistClient(kept('a'));
    persister.persistClient(kept('b'));
    await vi.waitFor(async () =>
      expect(await indexedDbPersister().restoreClient()).toEqual(kept('b')),
    );
    await persister.removeClient();
    expect(await persister.restoreClient()).toBeUndefined();
  });

  it('a page that started without IndexedDB keeps nothing for its whole life', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const persister = indexedDbPersister(0);
    expect(await persister.restoreClient()).toBeUndefined();
    // A database appearing later (another test's, or a browser's quirk) is not written to: the
    // page decided at its start, and a half-kept cache would come back on the next start.
    const factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    persister.persistClient(kept('late'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await factory.databases()).map((db) => db.name)).not.toContain('venue-offline');
  });

  it('keeps nothing, and fails nothing, in a browser without IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const persister = indexedDbPersister(0);
    persister.persistClient(kept('a'));
    expect(await persister.restoreClient()).toBeUndefined();
    await expect(persister.removeClient()).resolves.toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createBookingQueue } from './booking-queue';

type Item = { id: string; n: number };

/** A queue whose writes are held until released, recording each batch. */
function heldQueue(maxBatch?: number) {
  const batches: Item[][] = [];
  const releases: Array<() => void> = [];
  const queue = createBookingQueue<Item, string>({
    write: async (batch) => {
      batches.push([...batch]);
      await new Promise<void>((resolve) => releases.push(resolve));
      return batch.map((item) => `${item.id}:${item.n}`);
    },
    key: (item) => item.id,
    ...(maxBatch === undefined ? {} : { maxBatch }),
  });
  const releaseNext = async () => {
    while (releases.length === 0) await new Promise((r) => setImmediate(r));
    releases.shift()?.();
  };
  return { queue, batches, releaseNext };
}

describe('createBookingQueue', () => {
  it('reports its depth: items waiting plus the batch being written (the metrics gauge)', async () => {
    const { queue, batches, releaseNext } = heldQueue();
    expect(queue.depth).toBe(0);
    const first = queue.submit({ id: 'a', n: 1 });
    while (batches.length === 0) await new Promise((r) => setImmediate(r));
    const later = ['b', 'c'].map((id) => queue.submit({ id, n: 1 }));
    expect(queue.depth).toBe(3);
    await releaseNext();
    await first;
    await releaseNext();
    await Promise.all(later);
    expect(queue.depth).toBe(0);
  });

  it('writes what arrives together as one batch and answers each item with its own answer', async () => {
    const { queue, batches, releaseNext } = heldQueue();
    const answers = Promise.all(['a', 'b', 'c'].map((id) => queue.submit({ id, n: 1 })));
    await releaseNext();
    expect(await answers).toEqual(['a:1', 'b:1', 'c:1']);
    expect(batches.map((b) => b.map((i) => i.id))).toEqual([['a', 'b', 'c']]);
  });

  it('collects the items that arrive while a batch is being written into the next batch', async () => {
    const { queue, batches, releaseNext } = heldQueue();
    const first = queue.submit({ id: 'a', n: 1 });
    while (batches.length === 0) await new Promise((r) => setImmediate(r));
    const later = ['b', 'c', 'd'].map((id) => queue.submit({ id, n: 1 }));
    await releaseNext();
    await releaseNext();
    await Promise.all([first, ...later]);
    expect(batches.map((b) => b.map((i) => i.id))).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('never puts two items with one key in a batch: the second waits for the next', async () => {
    const { queue, batches, releaseNext } = heldQueue();
    const answers = Promise.all([
      queue.submit({ id: 'same', n: 1 }),
      queue.submit({ id: 'other', n: 1 }),
      queue.submit({ id: 'same', n: 2 }),
    ]);
    await releaseNext();
    await releaseNext();
    expect(await answers).toEqual(['same:1', 'other:1', 'same:2']);
    expect(batches.map((b) => b.map((i) => `${i.id}:${i.n}`))).toEqual([
      ['same:1', 'other:1'],
      ['same:2'],
    ]);
  });

  it('keeps batches within maxBatch', async () => {
    const { queue, batches, releaseNext } = heldQueue(2);
    const answers = Promise.all(['a', 'b', 'c'].map((id) => queue.submit({ id, n: 1 })));
    await releaseNext();
    await releaseNext();
    await answers;
    expect(batches.map((b) => b.length)).toEqual([2, 1]);
  });

  it('answers each item of a failed batch on its own: the bad one fails, the others are written', async () => {
    const batches: string[][] = [];
    const queue = createBookingQueue<Item, string>({
      write: async (batch) => {
        batches.push(batch.map((item) => item.id));
        if (batch.some((item) => item.id === 'bad')) throw new Error('statement refused');
        return batch.map((item) => item.id);
      },
      key: (item) => item.id,
    });
    const results = await Promise.allSettled(
      ['a', 'bad', 'c'].map((id) => queue.submit({ id, n: 1 })),
    );
    expect(results).toEqual([
      { status: 'fulfilled', value: 'a' },
      { status: 'rejected', reason: new Error('statement refused') },
      { status: 'fulfilled', value: 'c' },
    ]);
    // The batch, then each of its items alone, in arrival order.
    expect(batches).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });

  it('fails every item of a batch when each fails alone too, and goes on with the next batch', async () => {
    let fail = true;
    const queue = createBookingQueue<Item, string>({
      write: async (batch) => {
        if (fail) throw new Error('database down');
        return batch.map((item) => item.id);
      },
      key: (item) => item.id,
    });
    const failed = await Promise.allSettled([
      queue.submit({ id: 'a', n: 1 }),
      queue.submit({ id: 'b', n: 1 }),
    ]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await queue.submit({ id: 'c', n: 1 })).toBe('c');
  });

  it('refuses a write that answers a different number of items than it was given', async () => {
    const queue = createBookingQueue<Item, string>({
      write: async () => [],
      key: (item) => item.id,
    });
    const results = await Promise.allSettled([
      queue.submit({ id: 'a', n: 1 }),
      queue.submit({ id: 'b', n: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

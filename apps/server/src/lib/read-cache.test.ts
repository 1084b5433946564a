import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createReadCache } from './read-cache';

const schema = z.object({ n: z.number() });

function counter() {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return { n: calls };
    },
    get calls() {
      return calls;
    },
  };
}

describe('createReadCache', () => {
  it('serves the stored JSON bytes without loading again', async () => {
    const cache = createReadCache();
    const source = counter();
    const first = await cache.get('k', schema, source.load);
    const second = await cache.get('k', schema, source.load);
    expect(JSON.parse(first.toString())).toEqual({ n: 1 });
    expect(second).toBe(first);
    expect(source.calls).toBe(1);
  });

  it('loads again after invalidate()', async () => {
    const cache = createReadCache();
    const source = counter();
    await cache.get('k', schema, source.load);
    cache.invalidate();
    const body = await cache.get('k', schema, source.load);
    expect(JSON.parse(body.toString())).toEqual({ n: 2 });
  });

  it('loads again once the TTL has passed', async () => {
    let clock = 1_000;
    const cache = createReadCache({ ttlMs: 100, now: () => clock });
    const source = counter();
    await cache.get('k', schema, source.load);
    clock += 99;
    await cache.get('k', schema, source.load);
    expect(source.calls).toBe(1);
    clock += 1;
    await cache.get('k', schema, source.load);
    expect(source.calls).toBe(2);
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const cache = createReadCache();
    const source = counter();
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => cache.get('k', schema, source.load)),
    );
    expect(source.calls).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it('validates the payload and stores nothing when it does not match the schema', async () => {
    const cache = createReadCache();
    await expect(cache.get('k', schema, async () => ({ n: 'one' }) as never)).rejects.toThrow();
    expect(cache.size).toBe(0);
    const body = await cache.get('k', schema, async () => ({ n: 1 }));
    expect(JSON.parse(body.toString())).toEqual({ n: 1 });
  });

  it('strips keys the schema does not know, so nothing unvetted leaks into a response', async () => {
    const cache = createReadCache();
    const body = await cache.get('k', schema, async () => ({ n: 1, secret: 'x' }) as never);
    expect(JSON.parse(body.toString())).toEqual({ n: 1 });
  });

  it('stores nothing when the load fails, and the next call loads again', async () => {
    const cache = createReadCache();
    await expect(
      cache.get('k', schema, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const source = counter();
    await cache.get('k', schema, source.load);
    expect(source.calls).toBe(1);
  });

  it('does not keep a result that was loaded while an invalidate() happened', async () => {
    const cache = createReadCache();
    let release: () => void = () => {};
    const slow = cache.get('k', schema, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { n: 1 };
    });
    await Promise.resolve();
    cache.invalidate();
    release();
    expect(JSON.parse((await slow).toString())).toEqual({ n: 1 });
    expect(cache.size).toBe(0);
  });

  it('evicts the oldest entry beyond maxEntries', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    const a = counter();
    await cache.get('a', schema, a.load);
    await cache.get('b', schema, async () => ({ n: 0 }));
    await cache.get('c', schema, async () => ({ n: 0 }));
    expect(cache.size).toBe(2);
    await cache.get('a', schema, a.load);
    expect(a.calls).toBe(2);
  });

  it('keeps a value the server uses under the same rules: one load, then again after invalidate()', async () => {
    const cache = createReadCache();
    const a = counter();
    expect(await cache.value('rules:1', a.load)).toEqual({ n: 1 });
    expect(await cache.value('rules:1', a.load)).toEqual({ n: 1 });
    expect(a.calls).toBe(1);
    cache.invalidate();
    expect(await cache.value('rules:1', a.load)).toEqual({ n: 2 });
  });

  it('peeks at a fresh value without loading, and at nothing once it expired or was invalidated', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 100, now: () => clock });
    expect(cache.peek('settings')).toBeUndefined();
    await cache.value('settings', async () => null);
    expect(cache.peek('settings')).toEqual({ value: null });
    clock = 100;
    expect(cache.peek('settings')).toBeUndefined();
    await cache.value('settings', async () => ({ n: 1 }));
    expect(cache.peek('settings')).toEqual({ value: { n: 1 } });
    cache.invalidate();
    expect(cache.peek('settings')).toBeUndefined();
  });

  it('remembers a null value (an unknown id) until it expires', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 100, now: () => clock });
    let calls = 0;
    const load = async () => {
      calls += 1;
      return null;
    };
    await cache.value('rules:404', load);
    await cache.value('rules:404', load);
    expect(calls).toBe(1);
    clock = 101;
    await cache.value('rules:404', load);
    expect(calls).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader';

function recordingLoader(values: Record<number, string>) {
  const calls: number[][] = [];
  const loader = createBatchLoader<number, string>(async (keys) => {
    calls.push([...keys]);
    return new Map(keys.flatMap((k) => (values[k] === undefined ? [] : [[k, values[k]] as const])));
  });
  return { loader, calls };
}

describe('createBatchLoader', () => {
  it('answers the keys asked for in one turn with one load, each with its own value', async () => {
    const { loader, calls } = recordingLoader({ 1: 'a', 2: 'b', 3: 'c' });
    const answers = await Promise.all([loader.load(1), loader.load(2), loader.load(3)]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('asks for a repeated key once and answers every caller', async () => {
    const { loader, calls } = recordingLoader({ 7: 'x' });
    expect(await Promise.all([loader.load(7), loader.load(7)])).toEqual(['x', 'x']);
    expect(calls).toEqual([[7]]);
  });

  it('answers null for a key the load did not return', async () => {
    const { loader } = recordingLoader({ 1: 'a' });
    expect(await Promise.all([loader.load(1), loader.load(404)])).toEqual(['a', null]);
  });

  it('loads again in a later turn: nothing is cached', async () => {
    const { loader, calls } = recordingLoader({ 1: 'a' });
    await loader.load(1);
    await loader.load(1);
    expect(calls).toEqual([[1], [1]]);
  });

  it('fails every caller of a batch whose load fails, and recovers for the next one', async () => {
    let fail = true;
    const loader = createBatchLoader<number, string>(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, `v${k}`]));
    });
    const results = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load(3)).toBe('v3');
  });

  it('splits a large batch into loads of at most maxBatch keys', async () => {
    const calls: number[] = [];
    const loader = createBatchLoader<number, number>(
      async (keys) => {
        calls.push(keys.length);
        return new Map(keys.map((k) => [k, k * 2]));
      },
      { maxBatch: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map((k) => loader.load(k)))).toEqual([2, 4, 6, 8, 10]);
    expect(calls).toEqual([2, 2, 1]);
  });
});

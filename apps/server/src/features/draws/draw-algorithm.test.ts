import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildPools,
  type DrawCandidate,
  drawWinners,
  newDrawSeed,
  seedCommitment,
  seededStream,
} from './draw-algorithm';

const SEED = 'a'.repeat(64);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('draw algorithm hmac-sha256-fisher-yates-v1', () => {
  it('makes a 32-byte seed whose commitment is the SHA-256 of its bytes', () => {
    const { seed, seedSha256 } = newDrawSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedSha256).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(seedCommitment(seed)).toBe(seedSha256);
    expect(newDrawSeed().seed).not.toBe(seed);
  });

  it('reads the stream as HMAC-SHA256(seed, block counter) in big-endian 32-bit words', async () => {
    const { createHmac } = await import('node:crypto');
    const block1 = createHmac('sha256', Buffer.from(SEED, 'hex'))
      .update(Buffer.from([0, 0, 0, 1]))
      .digest();
    const stream = seededStream(SEED);
    for (let i = 0; i < 8; i += 1) stream.nextWord();
    expect(stream.nextWord()).toBe(block1.readUInt32BE(0));
  });

  it('gives the same winners for the same seed and pools, and other winners for another seed', () => {
    const pools = [{ programInstanceIdx: 1, quota: 10, entryIdxs: range(1, 1000) }];
    const winners = drawWinners(SEED, pools);
    expect(winners).toEqual(drawWinners(SEED, pools));
    expect(new Set(winners).size).toBe(10);
    expect(winners.every((id) => id >= 1 && id <= 1000)).toBe(true);
    expect(drawWinners('b'.repeat(64), pools)).not.toEqual(winners);
  });

  it('picks everyone when the quota covers the pool, and nobody from an empty pool', () => {
    expect(
      drawWinners(SEED, [{ programInstanceIdx: null, quota: 5, entryIdxs: [3, 1, 2] }]).sort(),
    ).toEqual([1, 2, 3]);
    expect(drawWinners(SEED, [{ programInstanceIdx: null, quota: 5, entryIdxs: [] }])).toEqual([]);
  });

  it('is uniform: over many seeds every candidate of a pool wins about equally often', () => {
    const counts = new Map<number, number>();
    const trials = 4000;
    for (let t = 0; t < trials; t += 1) {
      const seed = createHash('sha256').update(`trial-${t}`).digest('hex');
      for (const id of drawWinners(seed, [
        { programInstanceIdx: null, quota: 2, entryIdxs: range(1, 8) },
      ])) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    // Expected 1000 wins each (2 of 8 over 4000 trials); 5 standard deviations ≈ ±137.
    for (const id of range(1, 8)) expect(Math.abs((counts.get(id) ?? 0) - 1000)).toBeLessThan(140);
  });

  it('never returns a biased value from uniform: results stay below m for awkward sizes', () => {
    const stream = seededStream(SEED);
    for (const m of [1, 3, 7, 1_000_003, 2 ** 32]) {
      for (let i = 0; i < 50; i += 1) {
        const value = stream.uniform(m);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(m);
      }
    }
    expect(() => stream.uniform(0)).toThrow(RangeError);
  });
});

describe('buildPools', () => {
  const entry = (
    reserveEntryIdx: number,
    ci: string,
    programInstanceIdx: number | null = 1,
    capacity: number | null = null,
  ): DrawCandidate => ({ reserveEntryIdx, ci, programInstanceIdx, capacity });

  it('keeps one entry per verified person (the earliest), so a second account cannot win twice', () => {
    const pools = buildPools([entry(7, 'ci-a'), entry(3, 'ci-a'), entry(5, 'ci-b')], 10);
    expect(pools).toEqual([{ programInstanceIdx: 1, quota: 2, entryIdxs: [3, 5] }]);
  });

  it('gives each session its capacity and shares the program winner count in session order', () => {
    const pools = buildPools(
      [
        ...range(100, 5).map((id) => entry(id, `s2-${id}`, 2, 50)),
        ...range(1, 80).map((id) => entry(id, `s1-${id}`, 1, 50)),
        entry(500, 'none', null, null),
      ],
      52,
    );
    expect(pools.map((p) => [p.programInstanceIdx, p.quota, p.entryIdxs.length])).toEqual([
      [1, 50, 80],
      [2, 2, 5],
      [null, 0, 1],
    ]);
  });

  it('without a winner count, lets the sessions decide, and everyone win where nothing limits', () => {
    const pools = buildPools([entry(1, 'a', 1, 1), entry(2, 'b', 1, 1), entry(3, 'c', null)], null);
    expect(pools.map((p) => p.quota)).toEqual([1, 1]);
  });
});

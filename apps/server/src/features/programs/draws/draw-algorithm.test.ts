import { createHash } from 'node:crypto';
import { drawSeedCommitment } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { buildPools, type DrawCandidate, newDrawSeed, seedCommitment } from './draw-algorithm';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('draw seed', () => {
  it('makes a 32-byte seed whose commitment is the SHA-256 of its bytes', async () => {
    const { seed, seedSha256 } = newDrawSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedSha256).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(seedCommitment(seed)).toBe(seedSha256);
    expect(await drawSeedCommitment(seed)).toBe(seedSha256);
    expect(newDrawSeed().seed).not.toBe(seed);
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

  it('gives each instance its capacity and shares the program winner count in instance order', () => {
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

  it('without a winner count, lets the instances decide, and everyone win where nothing limits', () => {
    const pools = buildPools([entry(1, 'a', 1, 1), entry(2, 'b', 1, 1), entry(3, 'c', null)], null);
    expect(pools.map((p) => p.quota)).toEqual([1, 1]);
  });
});

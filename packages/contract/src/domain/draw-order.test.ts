import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type DrawPool,
  drawOrder,
  drawSeedCommitment,
  drawStream,
  drawWinners,
  verifyDrawRecord,
} from './draw-order';

const SEED = 'a'.repeat(64);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const POOLS: DrawPool[] = [
  { programInstanceIdx: 1, quota: 3, entryIdxs: range(1, 20) },
  { programInstanceIdx: 2, quota: 2, entryIdxs: range(100, 7) },
  { programInstanceIdx: null, quota: 0, entryIdxs: [500] },
];

describe('draw order hmac-sha256-fisher-yates-v1', () => {
  it('keeps the winners of records drawn before it was shared (vectors of the node:crypto version)', async () => {
    expect(await drawWinners(SEED, POOLS)).toEqual([18, 13, 16, 101, 106]);
    expect(await drawWinners('0123456789abcdef'.repeat(4), POOLS)).toEqual([18, 1, 13, 105, 100]);
  });

  it('commits to the seed with the SHA-256 of its bytes', async () => {
    const seed = createHash('sha256').update('any').digest('hex');
    expect(await drawSeedCommitment(seed)).toBe(
      createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    );
  });

  it('reads the stream as HMAC-SHA256(seed, block counter) in big-endian 32-bit words', async () => {
    const block1 = createHmac('sha256', Buffer.from(SEED, 'hex'))
      .update(Buffer.from([0, 0, 0, 1]))
      .digest();
    const stream = await drawStream(SEED);
    for (let i = 0; i < 8; i += 1) await stream.nextWord();
    expect(await stream.nextWord()).toBe(block1.readUInt32BE(0));
  });

  it('refuses a seed that is not 32 bytes of hex', async () => {
    await expect(drawWinners('abc', POOLS)).rejects.toThrow(/32 bytes/);
  });

  it('picks everyone when the quota covers the pool, and nobody from an empty pool', async () => {
    const all = await drawWinners(SEED, [
      { programInstanceIdx: null, quota: 5, entryIdxs: [3, 1, 2] },
    ]);
    expect(all.sort()).toEqual([1, 2, 3]);
    expect(
      await drawWinners(SEED, [{ programInstanceIdx: null, quota: 5, entryIdxs: [] }]),
    ).toEqual([]);
  });

  it('is uniform: over many seeds every candidate of a pool wins about equally often', async () => {
    const counts = new Map<number, number>();
    const trials = 4000;
    for (let t = 0; t < trials; t += 1) {
      const seed = createHash('sha256').update(`trial-${t}`).digest('hex');
      const pool = { programInstanceIdx: null, quota: 2, entryIdxs: range(1, 8) };
      for (const id of await drawWinners(seed, [pool])) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    // Expected 1000 wins each (2 of 8 over 4000 trials); 5 standard deviations ≈ ±137.
    for (const id of range(1, 8)) expect(Math.abs((counts.get(id) ?? 0) - 1000)).toBeLessThan(140);
  });

  it('never returns a biased value from uniform: results stay below m for awkward sizes', async () => {
    const stream = await drawStream(SEED);
    for (const m of [1, 3, 7, 1_000_003, 2 ** 32]) {
      for (let i = 0; i < 50; i += 1) {
        const value = await stream.uniform(m);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(m);
      }
    }
    await expect(stream.uniform(0)).rejects.toThrow(RangeError);
  });

  it('orders every candidate of each pool with the winners first, unchanged', async () => {
    const orders = await drawOrder(SEED, POOLS);
    expect(orders[0]?.slice(0, 3)).toEqual([18, 13, 16]);
    expect(orders[1]?.slice(0, 2)).toEqual([101, 106]);
    orders.forEach((order, i) => {
      expect([...order].sort((a, b) => a - b)).toEqual(POOLS[i]?.entryIdxs);
    });
    expect(await drawOrder(SEED, POOLS)).toEqual(orders);
  });

  it('gives every loser an equal chance to be first runner-up', async () => {
    const firstRunnerUp = new Map<number, number>();
    for (let t = 0; t < 3000; t += 1) {
      const seed = createHash('sha256').update(`runner-${t}`).digest('hex');
      const [order] = await drawOrder(seed, [
        { programInstanceIdx: 1, quota: 1, entryIdxs: range(1, 4) },
      ]);
      const next = order?.[1] as number;
      firstRunnerUp.set(next, (firstRunnerUp.get(next) ?? 0) + 1);
    }
    // Each of 4 candidates is first runner-up 750 times in expectation (σ ≈ 23.7).
    for (const id of range(1, 4)) {
      expect(Math.abs((firstRunnerUp.get(id) ?? 0) - 750)).toBeLessThan(120);
    }
  });

  it('verifies a true record and catches a changed seed, commitment or winner list', async () => {
    const seed = SEED;
    const record = {
      algorithm: 'hmac-sha256-fisher-yates-v1',
      seed,
      seedSha256: await drawSeedCommitment(seed),
      pools: POOLS,
      winnerEntryIdxs: [18, 13, 16, 101, 106],
    };
    expect(await verifyDrawRecord(record)).toMatchObject({
      commitmentMatches: true,
      winnersMatch: true,
    });
    expect(
      (await verifyDrawRecord({ ...record, winnerEntryIdxs: [18, 13, 16, 101, 100] })).winnersMatch,
    ).toBe(false);
    expect(
      (await verifyDrawRecord({ ...record, seedSha256: 'f'.repeat(64) })).commitmentMatches,
    ).toBe(false);
    expect(await verifyDrawRecord({ ...record, algorithm: 'other' })).toMatchObject({
      commitmentMatches: false,
      winnersMatch: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { type LoadResult, p99RatioOfRounds } from './load';

const run = (latencyP99Ms: number): LoadResult => ({
  url: 'http://127.0.0.1/x',
  requestsPerSecond: 1000,
  latencyP99Ms,
  latencyAverageMs: 1,
  requests: 10_000,
  non2xx: 0,
  errors: 0,
});

describe('the p99 budget: ours against the bare route of the same round', () => {
  it('divides round by round and takes the median of the ratios', () => {
    // Round 2 was a bad moment for both servers: its ratio is still ~1.
    const { p99Ratio, p99Ratios } = p99RatioOfRounds(
      [run(12), run(90), run(30)],
      [run(10), run(91), run(10)],
    );
    expect(p99Ratios.map((ratio) => Number(ratio.toFixed(3)))).toEqual([1.2, 0.989, 3]);
    expect(p99Ratio).toBe(1.2);
  });

  it('is not the ratio of the medians', () => {
    const ours = [run(10), run(40), run(50)];
    const bare = [run(40), run(10), run(40)];
    // The medians are 40 and 40 (a ratio of 1); the rounds give 0.25, 4 and 1.25.
    expect(p99RatioOfRounds(ours, bare).p99Ratios).toEqual([0.25, 4, 1.25]);
    expect(p99RatioOfRounds(ours, bare).p99Ratio).toBe(1.25);
  });

  it('counts a p99 under 1 ms as 1 ms, and refuses rounds that do not pair up', () => {
    expect(p99RatioOfRounds([run(3)], [run(0)]).p99Ratio).toBe(3);
    expect(() => p99RatioOfRounds([run(1), run(1)], [run(1)])).toThrow(/as many rounds/);
  });
});

import autocannon, { type Result as AutocannonResult } from 'autocannon';
import { median, percentile } from './stats';

export type LoadResult = {
  url: string;
  requestsPerSecond: number;
  /**
   * The p99 of every response's own time, to the microsecond. autocannon's histogram counts whole
   * milliseconds, and with p99s of 5–10 ms one millisecond moved a round's ratio by up to 0.2.
   */
  latencyP99Ms: number;
  latencyAverageMs: number;
  requests: number;
  non2xx: number;
  errors: number;
};

/**
 * Each target runs `rounds` times on ours and on bare, alternating, and the medians count: on this
 * shared VM one 10 s run of the very same server varied from 11,000 to 26,000 req/s.
 */
export const LOAD = { connections: 100, durationSeconds: 10, warmupSeconds: 2, rounds: 5 };

/** One target measured on our server and on the bare Fastify baseline. */
export type LoadComparison = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The JSON body of a POST. */
  requestBody?: string;
  /** Bytes of the answer (the same on both servers). */
  payloadBytes: number;
  /** The medians of the runs (requests, non-2xx and errors: their sums). */
  ours: LoadResult;
  bare: LoadResult;
  oursRuns: LoadResult[];
  bareRuns: LoadResult[];
  /** Median req/s ours / median req/s bare. */
  ratio: number;
  /** The median over the rounds of (our p99 / the bare route's p99 in the same round). */
  p99Ratio: number;
  p99Ratios: number[];
};

/** The load part of bench/results/latest.json: the settings, then one entry per target. */
export type LoadResults = typeof LOAD & {
  /** Whether the servers ran pinned to a core of their own, away from the load generator. */
  separateCores: boolean;
  targets: LoadComparison[];
};

/** One call under load: GET without a body, or POST with a JSON body. */
export type LoadRequest = { method: 'GET' } | { method: 'POST'; body: string };

/**
 * Sends `request` to `url` with 100 connections for 10 s, after a short unrecorded warm-up.
 * A POST body goes as `application/json`; a GET sends no body and no content type.
 */
export async function measureLoad(url: string, request: LoadRequest): Promise<LoadResult> {
  const options = {
    url,
    connections: LOAD.connections,
    ...(request.method === 'POST'
      ? {
          method: 'POST' as const,
          headers: { 'content-type': 'application/json' },
          body: request.body,
        }
      : { method: 'GET' as const }),
  };
  // JIT, connection pools and caches settle during the warm-up; only the second run counts.
  await autocannon({ ...options, duration: LOAD.warmupSeconds });
  const times: number[] = [];
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    autocannon({ ...options, duration: LOAD.durationSeconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    ).on('response', (_client, _statusCode, _bytes, responseTimeMs) => {
      times.push(responseTimeMs);
    });
  });
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP99Ms: times.length > 0 ? percentile(times, 0.99) : result.latency.p99,
    latencyAverageMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * One result standing for several runs of the same target: the median of each rate and latency
 * (each taken on its own), and the sums of the counts.
 */
export function medianOfRuns(runs: readonly LoadResult[]): LoadResult {
  const [first] = runs;
  if (!first) throw new Error('medianOfRuns needs at least one run');
  const middle = (pick: (run: LoadResult) => number) => median(runs.map(pick));
  const sum = (pick: (run: LoadResult) => number) =>
    runs.reduce((total, run) => total + pick(run), 0);
  return {
    url: first.url,
    requestsPerSecond: middle((run) => run.requestsPerSecond),
    latencyP99Ms: middle((run) => run.latencyP99Ms),
    latencyAverageMs: middle((run) => run.latencyAverageMs),
    requests: sum((run) => run.requests),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
  };
}

/**
 * Our p99 against the bare route's p99 of the same round (on a 2-core machine that
 * also runs the load generator the bare route's own p99 ranged from 6 to 91 ms, so only a ratio
 * taken in the same round says anything), and the median of those ratios. A p99 below 1 ms
 * counts as 1 ms.
 */
export function p99RatioOfRounds(
  ours: readonly LoadResult[],
  bare: readonly LoadResult[],
): { p99Ratio: number; p99Ratios: number[] } {
  if (ours.length === 0 || ours.length !== bare.length) {
    throw new Error(
      `p99RatioOfRounds needs as many rounds of each (${ours.length}, ${bare.length})`,
    );
  }
  const p99Ratios = ours.map(
    (run, i) => Math.max(run.latencyP99Ms, 1) / Math.max(bare[i]!.latencyP99Ms, 1),
  );
  return { p99Ratio: median(p99Ratios), p99Ratios };
}

import autocannon from 'autocannon';

export type LoadResult = {
  url: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  requests: number;
  non2xx: number;
  errors: number;
};

export const LOAD = { connections: 100, durationSeconds: 10, warmupSeconds: 2 };

/** One target measured on our server and on the bare Fastify baseline. */
export type LoadComparison = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The JSON body of a POST. */
  requestBody?: string;
  /** Bytes of the answer (the same on both servers). */
  payloadBytes: number;
  /** The p99 budget of this target, if it has one. */
  p99BudgetMs?: number;
  ours: LoadResult;
  bare: LoadResult;
  /** req/s ours / bare. */
  ratio: number;
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
  const result = await autocannon({ ...options, duration: LOAD.durationSeconds });
  return {
    url,
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

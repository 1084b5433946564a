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

/** POSTs `{}` as JSON with 100 connections for 10 s, after a short unrecorded warm-up. */
export async function measureLoad(url: string): Promise<LoadResult> {
  const request = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    connections: LOAD.connections,
  };
  // JIT, connection pools and caches settle during the warm-up; only the second run counts.
  await autocannon({ ...request, duration: LOAD.warmupSeconds });
  const result = await autocannon({ ...request, duration: LOAD.durationSeconds });
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

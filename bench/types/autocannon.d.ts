// autocannon 8 ships no types; this declares only the part of its API the bench uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface RequestParams {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Total requests to send; overrides duration. */
    amount?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    /** A sequence of requests; `setupRequest` may rewrite each one before it is sent. */
    requests?: (RequestParams & { setupRequest?: (request: RequestParams) => RequestParams })[];
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }

  /**
   * The running job: emits 'response' for every response received, with its size in bytes and
   * its time in milliseconds (process.hrtime, fractional).
   */
  interface Instance {
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        bytes: number,
        responseTimeMs: number,
      ) => void,
    ): Instance;
  }

  function autocannon(options: Options): Promise<Result>;
  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}

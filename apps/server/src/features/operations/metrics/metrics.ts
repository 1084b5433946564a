/**
 * Prometheus metrics (decision 038), with prom-client on a registry of this app's
 * own (tests build many apps in one process):
 *
 * - `venue_http_requests_total{method,route,status}` and `venue_http_request_duration_seconds`
 *   {method,route}: every answered request, labelled by the route's pattern (`/api/program/:id`),
 *   never its URL, so the label set stays bounded; unmatched paths are `unmatched`.
 * - `venue_db_pool_connections{state}`: total, idle and waiting clients of the PostgreSQL pool
 *   (absent on PGlite, which has one in-process connection).
 * - `venue_live_streams`: open `GET /api/sse/subscribe` streams on this instance.
 * - `venue_booking_queue_depth`: bookings waiting for, or in, a group-commit batch.
 * - `venue_rate_limit_refusals_total{route}`: requests refused 429 by lib/rate-limit.
 * - Node's process metrics (CPU, memory, event-loop delay, GC) with the `venue_` prefix.
 *
 * The request hook is registered only when metrics are on (METRICS_PORT set): it costs one Map
 * lookup and two additions per request, and the bench's public reads pay nothing when off.
 * The metrics are served by `startMetricsServer` on a port of their own, never on the public one.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { pathOf } from '../../../lib/http';

/** Seconds; from a cached public read (well under 5 ms) to a request the proxy gives up on. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  readonly registry: Registry;
  /** Counts one refusal of lib/rate-limit (a 429) on the route pattern `route`. */
  rateLimited(route: string): void;
  /** Adds a source of open live streams (each instance of the check-in routes has one). */
  addLiveStreams(read: () => number): void;
  /** Adds a source of the booking queue's depth (each booking writer has one). */
  addBookingQueue(read: () => number): void;
  /** Records one answered request; the app's onResponse hook calls it. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

export function createMetrics(
  options: { pool?: pg.Pool | undefined; processMetrics?: boolean } = {},
): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'venue_' });

  const requests = new Counter({
    name: 'venue_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'venue_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'venue_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a per-client rate limit, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const streamSources: Array<() => number> = [];
  new Gauge({
    name: 'venue_live_streams',
    help: 'Open live check-in streams (GET /api/sse/subscribe) on this instance.',
    registers: [registry],
    collect() {
      this.set(sum(streamSources));
    },
  });
  const queueSources: Array<() => number> = [];
  new Gauge({
    name: 'venue_booking_queue_depth',
    help: 'Bookings waiting for, or being written in, a group-commit batch.',
    registers: [registry],
    collect() {
      this.set(sum(queueSources));
    },
  });
  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: 'venue_db_pool_connections',
      help: 'PostgreSQL pool clients: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  // The labelled children, looked up by one string instead of prom-client's label hashing.
  const requestChildren = new Map<string, { inc: () => void }>();
  const durationChildren = new Map<string, { observe: (value: number) => void }>();
  return {
    registry,
    rateLimited(route) {
      refusals.inc({ route });
    },
    addLiveStreams(read) {
      streamSources.push(read);
    },
    addBookingQueue(read) {
      queueSources.push(read);
    },
    observeRequest(method, route, status, seconds) {
      const key = `${method} ${route}`;
      let timer = durationChildren.get(key);
      if (!timer) {
        timer = duration.labels(method, route);
        durationChildren.set(key, timer);
      }
      timer.observe(seconds);
      const statusKey = `${key} ${status}`;
      let counter = requestChildren.get(statusKey);
      if (!counter) {
        counter = requests.labels(method, route, String(status));
        requestChildren.set(statusKey, counter);
      }
      counter.inc();
    },
  };
}

function sum(sources: ReadonlyArray<() => number>): number {
  let total = 0;
  for (const read of sources) total += read();
  return total;
}

/** Counts every answered request on `metrics`, by route pattern (not by URL). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

export interface MetricsServer {
  /** `http://host:port`, the port the kernel gave when asked for 0. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` (Prometheus text format) on its own HTTP server: the public port and the
 * proxy never expose it. Anything else is a 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  listen: { port: number; host: string },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = pathOf(request.url ?? '');
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('error\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

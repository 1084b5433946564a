import { afterEach, describe, expect, it } from 'vitest';
import { issueQr, memberFor } from '../../../../test/qr-pass';
import { adult } from '../../../../test/signup-flow';
import { type OpenStream, openStream } from '../../../../test/sse-client';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { CAPTCHA_CREATE_LIMIT } from '../../accounts/captcha/captcha.routes';
import { createMetrics, type MetricsServer, startMetricsServer } from './metrics';

let t: TestApp | undefined;
let server: MetricsServer | undefined;
let stream: OpenStream | undefined;
afterEach(async () => {
  stream?.close();
  await server?.close();
  await t?.close();
  stream = undefined;
  server = undefined;
  t = undefined;
});

/** The metrics server's text, as Prometheus scrapes it. */
async function scrape(): Promise<string> {
  const response = await fetch(`${server?.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of the sample `name{labels}` (labels as written by prom-client), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics on their own port', () => {
  it('counts requests by route pattern and status, with a latency histogram', async () => {
    const metrics = createMetrics();
    t = await createTestApp({ metrics });
    server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });

    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/inquiry/attachment/12345' });
    await t.app.inject({ method: 'GET', url: '/api/inquiry/attachment/67890' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call' });

    const text = await scrape();
    expect(
      sample(text, 'venue_http_requests_total{method="GET",route="/health/live",status="200"}'),
    ).toBe(3);
    expect(
      sample(text, 'venue_http_request_duration_seconds_count{method="GET",route="/health/live"}'),
    ).toBe(3);
    expect(
      sample(
        text,
        'venue_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/health/live"}',
      ),
    ).toBe(3);
    // The pattern, not the URL: two ids are one series.
    const detail = text
      .split('\n')
      .filter((l) => l.startsWith('venue_http_requests_total{') && l.includes('/api/inquiry/'));
    expect(detail).toHaveLength(1);
    expect(detail[0]).toContain('route="/api/inquiry/attachment/:attachmentIdx"');
    expect(detail[0]?.endsWith(' 2')).toBe(true);
    expect(text).not.toContain('12345');
    expect(text).not.toContain('no-such-call');
    // Gauges are there at zero when nothing is open or queued; no pool on PGlite.
    if (t.handle.kind === 'pglite') expect(text).not.toContain('venue_db_pool_connections');
    expect(sample(text, 'venue_live_streams')).toBe(0);
    expect(sample(text, 'venue_booking_queue_depth')).toBe(0);

    const other = await fetch(`${server.url}/`);
    expect(other.status).toBe(404);
  });

  it('counts rate-limit refusals and open live streams', async () => {
    const metrics = createMetrics();
    t = await createTestApp({ metrics, env: { SANDBOX_MODE: 'on' }, sseHeartbeatMs: 200 });
    server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });

    for (let i = 0; i < CAPTCHA_CREATE_LIMIT + 2; i++) {
      await t.app.inject({ method: 'GET', url: '/api/captcha' });
    }
    const { token } = await memberFor(t, adult);
    const qr = await issueQr(t, adult, token);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    stream = await openStream(baseUrl, qr.qrUuid, { 'x-access-token': token });
    expect(stream.status).toBe(200);

    const text = await scrape();
    expect(sample(text, 'venue_rate_limit_refusals_total{route="/api/captcha"}')).toBe(2);
    expect(
      sample(text, 'venue_http_requests_total{method="GET",route="/api/captcha",status="429"}'),
    ).toBe(2);
    expect(sample(text, 'venue_live_streams')).toBe(1);

    stream.close();
    await expect.poll(async () => sample(await scrape(), 'venue_live_streams')).toBe(0);
  });

  it('reports the PostgreSQL pool: total, idle and waiting clients', async () => {
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 1 };
    const metrics = createMetrics({ pool: pool as never });
    const text = await metrics.registry.metrics();
    expect(sample(text, 'venue_db_pool_connections{state="total"}')).toBe(4);
    expect(sample(text, 'venue_db_pool_connections{state="idle"}')).toBe(3);
    expect(sample(text, 'venue_db_pool_connections{state="waiting"}')).toBe(1);
  });
});

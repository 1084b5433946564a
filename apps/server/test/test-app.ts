/**
 * `createTestApp()`: the real app over a fresh database cloned from the migrated template
 * (see global-setup.ts), so every test starts empty and creates the data it needs with the
 * factories. Call `close()` when done.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createCheckInEvents } from '../src/features/checkin/checkin-events';
import { createContentChanges } from '../src/lib/content-changes';
import { databaseUrl, quoteIdent } from './test-database';

export interface TestAppOptions {
  /** Extra environment for loadConfig, e.g. WEB_DIST_DIR for the SPA tests. */
  env?: Record<string, string>;
  logger?: BuildAppOptions['logger'];
  readCache?: BuildAppOptions['readCache'];
  sseHeartbeatMs?: number;
  /** The surveys' clock (their Seoul day), for period tests. */
  surveyClock?: BuildAppOptions['surveyClock'];
  /** Prometheus metrics for the metrics tests (features/metrics). */
  metrics?: BuildAppOptions['metrics'];
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

let templateBlob: Blob | undefined;
let adminPool: pg.Pool | undefined;
let databaseCounter = 0;

/** Opens a fresh database from the template; the returned `drop` removes it afterwards. */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    templateBlob ??= new Blob([readFileSync(info.templatePath)]);
    const handle = await openDatabase({ memory: true, loadDataDir: templateBlob });
    return { handle, drop: () => handle.close() };
  }

  adminPool ??= new pg.Pool({ connectionString: info.adminUrl, max: 2 });
  databaseCounter += 1;
  const name = `venue_test_${process.pid}_${databaseCounter}_${Date.now().toString(36)}`;
  await adminPool.query(
    `create database ${quoteIdent(name)} template ${quoteIdent(info.templateName)}`,
  );
  const handle = await openDatabase({ url: databaseUrl(info.adminUrl, name), poolSize: 4 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await adminPool?.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}) {
  const { handle, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: join(tmpdir(), 'venue-test-data'),
    // A dist that does not exist unless a test brings its own: API tests must not depend on
    // whether the web app happens to be built.
    WEB_DIST_DIR: join(tmpdir(), 'venue-test-no-web-dist'),
    ...options.env,
  });
  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    logger: options.logger ?? false,
    ...(options.readCache ? { readCache: options.readCache } : {}),
    checkInEvents: createCheckInEvents(handle),
    contentChanges: createContentChanges(handle),
    ...(options.sseHeartbeatMs ? { sseHeartbeatMs: options.sseHeartbeatMs } : {}),
    ...(options.surveyClock ? { surveyClock: options.surveyClock } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await drop();
  };
  return { app, db: handle.db, handle, config, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Called once per test file by setup-file.ts. */
export async function closeAdminPool(): Promise<void> {
  await adminPool?.end();
  adminPool = undefined;
}

/**
 * POSTs JSON like the web client does and returns the status, headers and parsed body. The body
 * is `any` on purpose: tests assert on its shape with expect(), which is the real check.
 */
// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;
export async function postJson(
  app: TestApp['app'],
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<{ statusCode: number; headers: Record<string, unknown>; body: Json }> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
}

/**
 * A second server instance over the test app's PostgreSQL database, with its own LISTEN
 * connections, as a second container would have (the *.pg.api.test.ts files).
 */
export async function buildSecondInstance(
  first: TestApp,
  options: { readCache?: BuildAppOptions['readCache'] } = {},
): Promise<TestApp['app']> {
  if (first.handle.kind !== 'postgres') throw new Error('a second instance needs PostgreSQL');
  const second = await buildApp({
    config: first.config,
    db: first.db,
    dbKind: 'postgres',
    logger: false,
    ...(options.readCache ? { readCache: options.readCache } : {}),
    checkInEvents: createCheckInEvents(first.handle),
    contentChanges: createContentChanges(first.handle),
  });
  await second.ready();
  return second as unknown as TestApp['app'];
}

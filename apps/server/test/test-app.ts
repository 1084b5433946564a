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
import { createCheckInEvents } from '../src/features/door/checkin/checkin-events';
import { createContentChanges } from '../src/lib/content-changes';
import { createJobQueue } from '../src/lib/job-queue';
import { databaseUrl, quoteIdent } from './test-database';

export interface TestAppOptions {
  /** Extra environment for loadConfig, e.g. WEB_DIST_DIR for the SPA tests. */
  env?: Record<string, string>;
  logger?: BuildAppOptions['logger'];
  readCache?: BuildAppOptions['readCache'];
  sseHeartbeatMs?: number;
  /** The surveys' clock (their Seoul day), for period tests. */
  surveyClock?: BuildAppOptions['surveyClock'];
  /** The door's clock (My QR, scans, offline door), for the rotating code's steps. */
  doorClock?: BuildAppOptions['doorClock'];
  /** Prometheus metrics for the metrics tests (features/operations/metrics). */
  metrics?: BuildAppOptions['metrics'];
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

let templateBlob: Blob | undefined;
let adminPool: pg.Pool | undefined;
let databaseCounter = 0;

/**
 * A PGlite database this worker's last test gave back, already reset to the template's state.
 * Starting a PGlite from the template takes about 1.6 s of CPU and a PostgreSQL database from
 * it a CREATE DATABASE; emptying a used one takes a few ms, so most tests start on a reused
 * one, emptied.
 */
let idlePglite: DatabaseHandle | undefined;
/**
 * The same for PostgreSQL, within one test file: a database of the template's, emptied, with its
 * pool still open, so the next test's connections are warm (a new backend reads the catalogs
 * again on its first queries).
 */
let idlePostgres: { name: string; handle: DatabaseHandle } | undefined;
let resetStatement: string | undefined;

/** Opens a fresh database from the template; the returned `drop` removes it afterwards. */
export async function openTestDatabase(): Promise<{
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const reused = idlePglite;
    idlePglite = undefined;
    templateBlob ??= new Blob([readFileSync(info.templatePath)]);
    const handle = reused ?? (await openDatabase({ memory: true, loadDataDir: templateBlob }));
    templateSchema ??= await schemaFingerprint(queryOf(handle));
    return { handle, drop: () => giveBack(handle) };
  }

  adminPool ??= new pg.Pool({ connectionString: info.adminUrl, max: 2 });
  const { name, handle } = idlePostgres ?? (await newPostgresDatabase(adminPool, info));
  idlePostgres = undefined;
  templateSchema ??= await schemaFingerprint(queryOf(handle));
  return {
    handle,
    drop: async () => {
      // Reset while the pool is open and idle (a test that closed it itself, or left a
      // connection checked out, leaves the database to drop).
      const pool = handle.kind === 'postgres' ? handle.raw : undefined;
      const idle =
        pool && !pool.ended && pool.waitingCount === 0 && pool.idleCount === pool.totalCount;
      const reset =
        idle &&
        (await resetToTemplate(handle).then(
          () => true,
          () => false,
        ));
      if (reset && idlePostgres === undefined) {
        idlePostgres = { name, handle };
        return;
      }
      await handle.close();
      await dropDatabase(name);
    },
  };
}

/** A new PostgreSQL database from the template, and a pool on it. */
async function newPostgresDatabase(
  admin: pg.Pool,
  info: { adminUrl: string; templateName: string },
): Promise<{ name: string; handle: DatabaseHandle }> {
  databaseCounter += 1;
  const name = `venue_test_${process.pid}_${databaseCounter}_${Date.now().toString(36)}`;
  await admin.query(
    `create database ${quoteIdent(name)} template ${quoteIdent(info.templateName)}`,
  );
  const handle = await openDatabase({ url: databaseUrl(info.adminUrl, name), poolSize: 4 });
  return { name, handle };
}

/** A query on either kind of database, answering its rows. */
function queryOf(handle: DatabaseHandle): Query {
  return (text) => (handle.kind === 'pglite' ? handle.raw.query(text) : handle.raw.query(text));
}

/**
 * Makes a used database as the template left it: nothing of the last test's sessions (DISCARD
 * ALL on PGlite's one session and on every connection of a PostgreSQL pool, which must be idle:
 * settings, advisory locks, temporary tables, prepared statements), no rows, sequences from their
 * start. Throws when the test changed the schema.
 */
async function resetToTemplate(handle: DatabaseHandle): Promise<void> {
  const query = queryOf(handle);
  await discardSessions(handle);
  await expectTemplateSchema(query);
  resetStatement ??= await resetStatementOf(query);
  // Several statements in one string: PGlite runs them with exec, pg with a plain query.
  if (handle.kind === 'pglite') await handle.raw.exec(resetStatement);
  else await handle.raw.query(resetStatement);
}

async function discardSessions(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await handle.raw.exec('discard all');
    return;
  }
  const pool = handle.raw;
  const clients = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
  try {
    await Promise.all(clients.map((client) => client.query('discard all')));
  } finally {
    for (const client of clients) client.release();
  }
}

async function dropDatabase(name: string): Promise<void> {
  await adminPool?.query(`drop database if exists ${quoteIdent(name)} with (force)`);
}

/**
 * Keeps a PGlite database for the worker's next test once it is reset to the template's state. A
 * database a test closed itself, or one that cannot be reset, is closed instead.
 */
async function giveBack(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== 'pglite' || handle.raw.closed) return;
  try {
    await resetToTemplate(handle);
  } catch {
    await handle.close();
    return;
  }
  if (idlePglite === undefined) idlePglite = handle;
  else await handle.close();
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** The template's schema, as `schemaFingerprint` reads it from the worker's first database. */
let templateSchema: string | undefined;

/**
 * A digest of the app's schema: its tables, columns, defaults, constraints, indexes, triggers and
 * functions. Some tests change it (a CHECK that refuses every row, to see a write fail); a
 * database they leave so is not reused.
 */
async function schemaFingerprint(query: Query): Promise<string> {
  const { rows } = await query(`
    select md5(coalesce(string_agg(item, ',' order by item), '')) as digest from (
      select 'r:' || c.oid::regclass || ':' || c.relkind::text as item
        from pg_class c where c.relnamespace = 'public'::regnamespace
      union all
      select 'a:' || a.attrelid::regclass || ':' || a.attname || ':'
          || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull || ':'
          || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid and c.relnamespace = 'public'::regnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attnum > 0 and not a.attisdropped
      union all
      select 'c:' || conrelid::regclass || ':' || conname || ':' || pg_get_constraintdef(oid)
        from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select 't:' || tgrelid::regclass || ':' || tgname || ':' || tgenabled::text
        from pg_trigger where not tgisinternal
      union all
      select 'f:' || oid::regprocedure from pg_proc where pronamespace = 'public'::regnamespace
    ) items`);
  return (rows[0] as { digest: string }).digest;
}

async function expectTemplateSchema(query: Query): Promise<void> {
  if ((await schemaFingerprint(query)) !== templateSchema) {
    throw new Error('the test changed the schema');
  }
}

/**
 * Empties every table of the app's schema and of the job queue's, and restarts every sequence of
 * the app's: the template has no rows in them (its only rows are drizzle's record of the
 * migrations and pg-boss's schema version).
 *
 * A superuser (PGlite always, the CI's PostgreSQL) deletes the rows with the foreign keys'
 * triggers off (`session_replication_role = replica`): the tables hold a test's few rows, and
 * DELETE took 11 ms where TRUNCATE took 175 ms on PostgreSQL (22 and 101 ms on PGlite), because
 * TRUNCATE gives each of the 57 tables, its indexes and its TOAST table new files. Any other role
 * falls back to one TRUNCATE … CASCADE.
 */
async function resetStatementOf(query: Query): Promise<string> {
  const names = async (text: string) =>
    ((await query(text)).rows as { name: string }[]).map((row) => row.name);
  // The app's tables, and the job queue's (lib/job-queue.ts) but its schema version; a
  // partition is emptied through its parent.
  const tables = await names(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and (n.nspname = 'public' or (n.nspname = 'pgboss' and c.relname <> 'version'))`,
  );
  const sequences = await names(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`,
  );
  const { rows } = await query('select rolsuper from pg_roles where rolname = current_user');
  const superuser = (rows[0] as { rolsuper: boolean } | undefined)?.rolsuper === true;
  return [
    'begin;',
    // A connection a test left holding a lock must not hang the next test: fail, and the
    // database is replaced instead.
    `set local lock_timeout = '5s';`,
    ...(superuser
      ? ['set local session_replication_role = replica;', ...tables.map((t) => `delete from ${t};`)]
      : [`truncate ${tables.join(', ')} restart identity cascade;`]),
    ...sequences.map((name) => `alter sequence ${name} restart;`),
    'commit;',
  ].join('\n');
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
  // Started by the first booking that writes a message (features/messages/outbox), if any.
  const jobs = createJobQueue(handle, { schedule: false });
  jobs.on('error', () => {});
  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    databasePing: handle.ping,
    jobs,
    logger: options.logger ?? false,
    ...(options.readCache ? { readCache: options.readCache } : {}),
    checkInEvents: createCheckInEvents(handle),
    contentChanges: createContentChanges(handle),
    ...(options.sseHeartbeatMs ? { sseHeartbeatMs: options.sseHeartbeatMs } : {}),
    ...(options.surveyClock ? { surveyClock: options.surveyClock } : {}),
    ...(options.doorClock ? { doorClock: options.doorClock } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await jobs.stop({ graceful: false });
    await drop();
  };
  return { app, db: handle.db, handle, config, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Called once per test file by setup-file.ts: the file's spare database goes too. */
export async function closeAdminPool(): Promise<void> {
  if (idlePostgres !== undefined) {
    await idlePostgres.handle.close();
    await dropDatabase(idlePostgres.name);
  }
  idlePostgres = undefined;
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
    databasePing: first.handle.ping,
    logger: false,
    ...(options.readCache ? { readCache: options.readCache } : {}),
    checkInEvents: createCheckInEvents(first.handle),
    contentChanges: createContentChanges(first.handle),
  });
  await second.ready();
  return second as unknown as TestApp['app'];
}

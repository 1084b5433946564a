/**
 * Opens the database the server runs on: embedded PGlite (a WASM PostgreSQL kept under
 * DATA_DIR/pglite, zero set-up) unless DATABASE_URL points at a PostgreSQL server.
 * Features only ever see `Database`, so both drivers run the same queries and migrations.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config';
import * as schema from './schema';
import type { Database } from './types';

export type DatabaseKind = 'pglite' | 'postgres';

interface HandleBase {
  db: Database;
  /**
   * Whether the database answers, asked past the app's own queries (the readiness probe): on
   * PostgreSQL over a connection of its own, so a pool busy with an opening's crowd is not taken
   * for a database that is away.
   */
  ping(): Promise<void>;
  /** Waits for pending queries, then releases the file lock or the pool's connections. */
  close(): Promise<void>;
}
export type DatabaseHandle =
  | (HandleBase & { kind: 'pglite'; raw: PGlite })
  | (HandleBase & { kind: 'postgres'; raw: pg.Pool; url: string });

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when set, the other options are ignored. */
  url?: string | undefined;
  /** The data dir of the app; PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir?: string | undefined;
  /** In-memory PGlite (tests); nothing touches the disk. */
  memory?: boolean | undefined;
  /** A `dumpDataDir()` tarball to start from, e.g. the migrated test template. */
  loadDataDir?: Blob | undefined;
  /** node-postgres pool size. */
  poolSize?: number | undefined;
  /** PostgreSQL: how long opening a connection may take (unset: no limit). */
  connectTimeoutMs?: number | undefined;
  /**
   * PostgreSQL: how long a query may wait for a pooled connection while all of them are at work
   * (unset: no limit). Longer than the connect timeout: a busy database is not an absent one.
   */
  poolWaitMs?: number | undefined;
  /** PostgreSQL: each statement's `statement_timeout` (unset: the server's, usually none). */
  statementTimeoutMs?: number | undefined;
}

export async function openDatabase(
  source: AppConfig | OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const options: OpenDatabaseOptions =
    'jwtSecret' in source
      ? {
          url: source.databaseUrl,
          dataDir: source.dataDir,
          connectTimeoutMs: source.databaseTimeouts.connectMs,
          poolWaitMs: source.databaseTimeouts.poolWaitMs,
          statementTimeoutMs: source.databaseTimeouts.statementMs,
        }
      : source;

  if (options.url) {
    const handle = createPostgresHandle(options.url, options);
    // Fail at start, not at the first request, when the server is unreachable.
    try {
      const probe = await handle.raw.connect();
      probe.release();
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  return openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (!options.memory) {
    if (!options.dataDir) throw new Error('openDatabase: give a dataDir, a url, or memory: true');
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  installDrizzleParsers(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    raw: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * The type parsers drizzle-orm's PGlite driver sends with every query (it keeps dates, times and
 * intervals as the database's text and converts them itself).
 */
const keepText = (value: string) => value;
const DRIZZLE_PARSERS: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

/** True for a parser that returns the database's text unchanged, as drizzle's do. */
function keepsText(parser: (value: string, typeId?: number) => unknown): boolean {
  const probe = '2026-01-01 00:00:00+00';
  try {
    return parser(probe) === probe;
  } catch {
    return false;
  }
}

/**
 * Makes drizzle's parsers PGlite's own, and drops them from each call.
 *
 * Why: when a query brings `parsers`, PGlite copies its whole parser table (every array type of
 * the database, a few hundred entries) into a new object to merge them, on every query. That
 * copy cost more than the query itself (about 0.3–1 ms of a 1 ms lookup, measured in
 * bench/lib/inserts.ts's profile). Installed once, the result is the same and free. Options that
 * bring any other parser are passed through untouched.
 */
function installDrizzleParsers(client: PGlite): void {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const strip = (options: QueryOptions | undefined): QueryOptions | undefined => {
    const given = options?.parsers;
    if (!given) return options;
    for (const [type, parser] of Object.entries(given)) {
      if (DRIZZLE_PARSERS[Number(type)] === undefined || !keepsText(parser)) return options;
    }
    const { parsers: _installed, ...rest } = options;
    return rest;
  };
  const withoutParsers = <T extends Pick<PGlite, 'query'> | Transaction>(target: T): T['query'] => {
    const query = target.query.bind(target);
    return ((text: string, params?: unknown[], options?: QueryOptions) =>
      query(text, params, strip(options))) as T['query'];
  };
  client.query = withoutParsers(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) =>
      callback(Object.assign(Object.create(tx) as Transaction, { query: withoutParsers(tx) })),
    );
}

/**
 * A node-postgres pool, not yet connected (openDatabase probes it). A database that is down or
 * slow makes queries fail within the timeouts rather than hang, and the error handler answers
 * 503 (lib/pg-errors' isDatabaseUnavailable, decision 037); the pool opens fresh connections by
 * itself once the server is back.
 */
export function createPostgresHandle(
  url: string,
  options: Pick<
    OpenDatabaseOptions,
    'poolSize' | 'connectTimeoutMs' | 'poolWaitMs' | 'statementTimeoutMs'
  > = {},
): DatabaseHandle & { kind: 'postgres' } {
  // node-postgres's pool uses one setting for two waits: opening a connection, and waiting for a
  // free one. They get their own: each connection opens within the connect timeout (a server
  // that does not answer fails fast), while a query may queue for the pool's busy connections
  // for longer (an opening's crowd waits its turn instead of being answered 503).
  const connectMs = options.connectTimeoutMs ?? 0;
  class Client extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionTimeoutMillis: connectMs,
      });
    }
  }
  const statementTimeout =
    options.statementTimeoutMs === undefined
      ? {}
      : { statement_timeout: options.statementTimeoutMs };
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    Client,
    ...(options.poolWaitMs === undefined ? {} : { connectionTimeoutMillis: options.poolWaitMs }),
    ...statementTimeout,
  });
  // The readiness probe's own connection, opened on its first ping and kept.
  const pingPool = new pg.Pool({ connectionString: url, max: 1, Client, ...statementTimeout });
  pingPool.on('error', () => {});
  // An idle client that loses its server (restart, failover) emits 'error' on the pool; without
  // a listener that would crash the process. The next query simply gets a fresh connection.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    raw: pool,
    url,
    ping: async () => {
      await pingPool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), pingPool.end()]);
    },
  };
}

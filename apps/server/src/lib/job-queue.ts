/**
 * The job queue (decision 058): pg-boss in the `pgboss` schema of the app's own database, the same
 * code on embedded PGlite and on PostgreSQL. Work that must happen later or on a schedule is a job
 * in a table, so it survives restarts, runs once across instances (a queue's policy), retries
 * with back-off, and a job that fails past its retries is kept as failed for the console.
 *
 * - `migrateDatabase` installs (and upgrades) the schema before the server listens;
 * - `createJobQueue` gives a queue that can send at once; `start()` it to work jobs and run the
 *   cron schedules (main.ts does, through scheduled-jobs.ts);
 * - `inTransaction(tx)`: a job sent with it is committed with the caller's change, or never
 *   exists (a rolled-back booking sends nothing).
 */
import { sql } from 'drizzle-orm';
import { type Clock, type ConstructorOptions, fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Transaction } from '../db/types';

type DrizzleTransaction = Parameters<typeof fromDrizzle>[0];

export const JOB_SCHEMA = 'pgboss';

/** Connections a queue opens on PostgreSQL besides the app's pool (polls, LISTEN, cron). */
const POSTGRES_CONNECTIONS = 3;

export interface JobQueueOptions {
  /** A test's clock (pg-boss's TestClock); the system clock otherwise. */
  clock?: Clock;
  /** Runs the cron schedules and the maintenance (on by default; off to only install or send). */
  schedule?: boolean;
}

export function createJobQueue(handle: DatabaseHandle, options: JobQueueOptions = {}): PgBoss {
  const common: ConstructorOptions = {
    schema: JOB_SCHEMA,
    migrate: true,
    schedule: options.schedule ?? true,
    supervise: options.schedule ?? true,
    ...(options.clock ? { clock: options.clock } : {}),
  };
  if (handle.kind === 'pglite') {
    return new PgBoss({ ...common, db: fromPglite(handle.raw), backend: 'pglite' });
  }
  return new PgBoss({
    ...common,
    connectionString: handle.url,
    max: POSTGRES_CONNECTIONS,
    application_name: 'venue-jobs',
  });
}

/** Creates or upgrades the queue's schema (pg-boss takes its own lock across instances). */
export async function installJobQueue(handle: DatabaseHandle): Promise<void> {
  const queue = createJobQueue(handle, { schedule: false });
  await queue.start();
  await queue.stop({ graceful: false });
}

/** Send options that put the job in the caller's transaction. */
export function inTransaction(tx: Transaction): { db: ReturnType<typeof fromDrizzle> } {
  // Drizzle's transaction has `execute`, all the adapter calls; its declared type is narrower.
  return { db: fromDrizzle(tx as unknown as DrizzleTransaction, sql) };
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { migrationsFolder } from '../../../paths';

/** A readiness probe waits this long for the database before it calls it unreachable. */
export const READY_DB_TIMEOUT_MS = 1000;

type Check = 'ok' | 'failed';
export interface ReadyChecks {
  database: Check;
  migrations: Check | 'unknown';
  shutdown: Check;
}

/**
 * Probes for load balancers, container runtimes and scripts (decision 038). None of
 * them is cached, logged per call beyond the access log, or behind the maintenance window.
 *
 * - `GET /health/live`: the process answers (200 `{ status: 'live' }`); it reads nothing, so a
 *   database outage never makes a supervisor restart every instance at once.
 * - `GET /health/ready`: 200 when the database answers within a second (over the probe's own
 *   connection, so a pool busy with a crowd does not count as a database away), its applied
 *   migrations reach the last one of this build's journal, and the instance is not shutting
 *   down; otherwise 503 with `failed` naming each failed check. The proxy sends traffic only to
 *   ready instances.
 * - `GET /api/health` (the older probe, in the API envelope): database reachability (the same
 *   ping) and driver; the browser-test harness and scripts use it.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const lastMigration = lastJournalMigration();

  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });

  // Applied migrations never go back, so once this build's last one is there it stays there.
  let migrationsCurrent = false;
  app.get('/health/ready', async (request, reply) => {
    const checks: ReadyChecks = {
      database: 'ok',
      migrations: 'ok',
      shutdown: app.lifecycle.shuttingDown ? 'failed' : 'ok',
    };
    try {
      // Past the app's own queries (DatabaseHandle.ping): an instance whose pool is busy with a
      // crowd is still ready; taking it out would leave the crowd no instance at all.
      await withTimeout(app.databasePing(), READY_DB_TIMEOUT_MS);
      if (!migrationsCurrent) {
        const applied = await withTimeout(lastAppliedMigration(app.db), READY_DB_TIMEOUT_MS);
        migrationsCurrent = applied !== null && applied >= lastMigration;
      }
      checks.migrations = migrationsCurrent ? 'ok' : 'failed';
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      checks.database = 'failed';
      checks.migrations = 'unknown';
    }
    const failed = (Object.keys(checks) as (keyof ReadyChecks)[]).filter(
      (name) => checks[name] === 'failed',
    );
    reply.header('cache-control', 'no-store');
    if (failed.length > 0) {
      return reply.code(503).send({ status: 'unready', failed, checks });
    }
    return { status: 'ready', checks };
  });

  registerCall(app, 'health', async (request) => {
    try {
      await app.databasePing();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    }
    return ok({ status: 'ok' as const, db: app.dbKind });
  });
};

/** The `when` of the last migration in this build's journal (drizzle's folderMillis). */
function lastJournalMigration(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * The newest migration applied to the database, as drizzle's migrator records it (created_at
 * is the migration's folderMillis; it applies every journal entry newer than this). Null when
 * none has been applied.
 */
async function lastAppliedMigration(db: Database): Promise<number | null> {
  const result = await db.execute(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  );
  const last = (result as unknown as { rows: { last: string | number | null }[] }).rows[0]?.last;
  return last === null || last === undefined ? null : Number(last);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { isVenueEmpty, seedDemoVenue } from './db/seed';
import {
  type BootstrapLog,
  ensureFirstOperator,
} from './features/operations/staff/staff-bootstrap';
import { seedSandboxOperator } from './features/system/sandbox/sandbox-operator';

/**
 * What `npm start` does to the database before it serves: migrations; the demo venue into an
 * empty venue only when configured (sandbox mode, or SEED_DEMO=on; decision 028) — a production
 * start on an empty database stays empty; the sandbox's staff account; the configured first
 * ADMIN. Answers whether the demo was seeded now.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<AppConfig, 'seedDemo' | 'sandboxMode' | 'staffAdmin'>,
  log: BootstrapLog,
  now: Date = new Date(),
): Promise<{ seeded: boolean }> {
  await migrateDatabase(database);
  let seeded = false;
  if (await isVenueEmpty(database.db)) {
    if (config.seedDemo) {
      log.info('Empty database: seeding the demo venue…');
      await seedDemoVenue(database.db, { now });
      seeded = true;
    } else {
      log.info(
        'Empty venue: no demo content (the console fills it; SEED_DEMO=on or npm run db:seed writes the demo venue).',
      );
    }
  }
  if (config.sandboxMode && (await seedSandboxOperator(database.db))) {
    log.info('Sandbox: created the staff console account "staff" (see README).');
  }
  await ensureFirstOperator(database.db, config.staffAdmin, log);
  return { seeded };
}

/** Work the process runs besides requests (e.g. the draw scheduler); stopped before the database. */
export interface BackgroundJob {
  stop(): Promise<void>;
}

/**
 * Graceful stop: `app.close()` stops accepting connections, serves requests still arriving on
 * kept-alive sockets with `connection: close` (app.ts) and waits for in-flight requests to finish; background jobs stop (a draw in
 * progress finishes); only then is the database closed, so nothing loses its connection halfway.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: DatabaseHandle,
  jobs: readonly BackgroundJob[] = [],
): Promise<void> {
  try {
    await app.close();
  } finally {
    try {
      await Promise.all(jobs.map((job) => job.stop()));
    } finally {
      await database.close();
    }
  }
}

/**
 * `npm run db:seed`: migrates the configured database and replaces its venue content with the
 * demo venue dated from today (member data is left alone). With embedded PGlite, stop the
 * server first: only one process may open its data directory. A running server against
 * PostgreSQL shows the new content once its read cache expires (a few seconds).
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemoVenue } from '../db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    await seedDemoVenue(database.db, { now: new Date() });
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.info(`Seeded the demo venue (${where}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});

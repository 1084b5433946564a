/**
 * `npm run db:seed`: migrates the configured database and writes the demo venue dated from today
 * over the demo's own rows (decision 028). Nothing is deleted: members' entries, check-ins,
 * stamps, reward claims, survey responses, consents and inquiries stay, and so does content the
 * app wrote. A database whose venue content did not come from the demo (a real venue built in
 * the console) is refused unless `--force` is given, so the demo never lands on it by mistake.
 * With embedded PGlite, stop the server first: only one process may open its data directory. A
 * running server against PostgreSQL shows the new content once its read cache expires (a few
 * seconds).
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { holdsOnlyDemoContent, seedDemoVenue } from '../db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const force = process.argv.includes('--force');
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    if (!force && !(await holdsOnlyDemoContent(database.db))) {
      console.error(
        `Not seeded: the venue content in ${where} was not written by the demo seed. Run \`npm run db:seed -- --force\` to write the demo venue over it anyway.`,
      );
      process.exitCode = 1;
      return;
    }
    await seedDemoVenue(database.db, { now: new Date() });
    console.info(`Seeded the demo venue (${where}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});

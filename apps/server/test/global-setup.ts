/**
 * Runs once before the server tests. Migrates a template database so that each test can start
 * from a fresh, migrated copy in well under a second:
 * - PGlite (default): an in-memory PGlite is migrated and dumped to a tarball in the temp dir;
 *   each test app loads it with `loadDataDir`.
 * - PostgreSQL (TEST_DATABASE_URL=postgres://admin@host:port/postgres): a template database is
 *   created and migrated; each test app gets `CREATE DATABASE … TEMPLATE …` and drops it after.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { databaseUrl, quoteIdent } from './test-database';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? setupPostgres(project, adminUrl) : setupPglite(project);
}

async function setupPglite(project: TestProject): Promise<() => Promise<void>> {
  const handle = await openDatabase({ memory: true });
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  await migrateDatabase(handle);
  // Uncompressed: loading it is faster than gunzipping 40 MB for every test.
  const dump = await handle.raw.dumpDataDir('none');
  await handle.close();

  const templatePath = join(tmpdir(), `venue-pglite-template-${process.pid}.tar`);
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', templatePath });
  return async () => {
    rmSync(templatePath, { force: true });
  };
}

async function setupPostgres(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const templateName = `venue_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${quoteIdent(templateName)} with (force)`);
  await admin.query(`create database ${quoteIdent(templateName)}`);

  const handle = await openDatabase({ url: databaseUrl(adminUrl, templateName), poolSize: 2 });
  await migrateDatabase(handle);
  // A template must have no open connections while it is being copied.
  await handle.close();

  project.provide('testDatabase', { kind: 'postgres', adminUrl, templateName });
  return async () => {
    await admin.query(`drop database if exists ${quoteIdent(templateName)} with (force)`);
    await admin.end();
  };
}

/**
 * One migration at a time (decision 037): instances starting together on a fresh
 * PostgreSQL database migrate under one session advisory lock; the others wait, then find
 * nothing left to do. Also: a request slower than statement_timeout is a 503, not a hang.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { databaseUrl, quoteIdent } from '../../test/test-database';
import { buildApp } from '../app';
import { migrationsFolder } from '../paths';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

const info = inject('testDatabase');
if (info.kind !== 'postgres') throw new Error('PostgreSQL only');
const name = `venue_migrate_${process.pid}_${Date.now().toString(36)}`;
let admin: pg.Pool;

beforeAll(async () => {
  admin = new pg.Pool({ connectionString: info.adminUrl, max: 1 });
  await admin.query(`create database ${quoteIdent(name)}`);
});
afterAll(async () => {
  await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  await admin.end();
});

describe('migrations on PostgreSQL', () => {
  it('two instances migrating a fresh database at once both succeed, and each migration runs once', async () => {
    const url = databaseUrl(info.adminUrl, name);
    const handles = await Promise.all([
      openDatabase({ url, poolSize: 2, statementTimeoutMs: 5000 }),
      openDatabase({ url, poolSize: 2, statementTimeoutMs: 5000 }),
    ]);
    try {
      await Promise.all(handles.map((handle) => migrateDatabase(handle)));
      const journal = JSON.parse(
        readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
      );
      const [first] = handles;
      if (first?.kind !== 'postgres') throw new Error('PostgreSQL only');
      const applied = await first.raw.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });

  it('a statement slower than DATABASE_STATEMENT_TIMEOUT_MS answers 503 DATABASE_UNAVAILABLE', async () => {
    const t = await createTestApp({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '300' } });
    if (t.handle.kind !== 'postgres') throw new Error('PostgreSQL only');
    // The test harness opens its pool by hand: give it the configured timeout as main.ts does.
    const slow = await openDatabase({
      url: t.handle.raw.options.connectionString,
      statementTimeoutMs: t.config.databaseTimeouts.statementMs,
    });
    const blocker = await t.handle.raw.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table captcha_challenges in access exclusive mode');
      const app = await buildApp({
        config: t.config,
        db: slow.db,
        dbKind: 'postgres',
        logger: false,
      });
      try {
        const started = Date.now();
        const response = await app.inject({ method: 'GET', url: '/api/captcha' });
        expect(Date.now() - started).toBeLessThan(2000);
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json().errorCode).toBe('DATABASE_UNAVAILABLE');
      } finally {
        await app.close();
      }
    } finally {
      await blocker.query('rollback');
      blocker.release();
      await slow.close();
      await t.close();
    }
  });
});

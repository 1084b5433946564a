import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports ok and which database driver is in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { status: 'ok', db: t.handle.kind },
    });
  });

  it('answers 503 once the database is gone', async () => {
    await t.handle.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
  });
});

describe('GET /health/live and /health/ready', () => {
  it('live answers while the process runs, even without a database', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    await t.handle.close();
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('ready: database reachable, migrations current, not shutting down', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', shutdown: 'ok' },
    });
  });

  it('ready answers 503 naming the shutdown once the instance is shutting down', async () => {
    t.app.lifecycle.shuttingDown = true;
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unready',
      failed: ['shutdown'],
      checks: { database: 'ok', migrations: 'ok', shutdown: 'failed' },
    });
  });

  it('close() itself marks the instance as shutting down', async () => {
    let seen: boolean | undefined;
    t.app.addHook('onClose', async (instance) => {
      seen = instance.lifecycle.shuttingDown;
    });
    await t.close();
    expect(seen).toBe(true);
  });

  it('ready answers 503 naming the database when it is gone', async () => {
    await t.handle.close();
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unready',
      failed: ['database'],
      checks: { database: 'failed', migrations: 'unknown', shutdown: 'ok' },
    });
  });

  it('ready answers 503 naming the migrations when the database lacks the last one', async () => {
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ failed: ['migrations'] });
  });
});

/**
 * A busy database is not an absent one. During an opening every pooled connection can be at
 * work for longer than the connect timeout; a request that waits its turn for a connection must
 * then be served, not answered 503 DATABASE_UNAVAILABLE, and the instance must stay ready for the
 * proxy: taking the only instance out would answer the whole crowd 503. Only connecting to the
 * server has the short timeout (database-unavailable.api.test.ts). PostgreSQL only.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { createPostgresHandle } from '../db/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An app over its own pool of one connection, wired as main.ts wires it. */
async function appWithOneConnection(connectTimeoutMs: number) {
  if (t.handle.kind !== 'postgres') throw new Error('PostgreSQL only');
  const handle = createPostgresHandle(t.handle.raw.options.connectionString as string, {
    poolSize: 1,
    connectTimeoutMs,
    statementTimeoutMs: t.config.databaseTimeouts.statementMs,
  });
  const app = await buildApp({
    config: t.config,
    db: handle.db,
    dbKind: 'postgres',
    databasePing: handle.ping,
    logger: false,
  });
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

describe('every pooled connection busy', () => {
  it('keeps a request waiting for a connection past the connect timeout, then serves it', async () => {
    const connectTimeoutMs = 300;
    const { app, handle, close } = await appWithOneConnection(connectTimeoutMs);
    try {
      // The pool's only connection is at work for three connect timeouts.
      const busy = await handle.raw.connect();
      const released = sleep(connectTimeoutMs * 3).then(() => busy.release());
      const started = Date.now();
      const response = await app.inject({ method: 'POST', url: '/api/notice/list', payload: {} });
      await released;
      expect(response.statusCode, response.body).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(connectTimeoutMs * 2);
    } finally {
      await close();
    }
  });

  it('stays ready for the proxy while its pool is busy longer than the probe waits', async () => {
    const { app, handle, close } = await appWithOneConnection(300);
    try {
      // The instance has answered its first probe (migrations checked) before the crowd came.
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      const busy = await handle.raw.connect();
      try {
        const response = await app.inject({ method: 'GET', url: '/health/ready' });
        expect(response.statusCode, response.body).toBe(200);
      } finally {
        busy.release();
      }
    } finally {
      await close();
    }
  });
});

/**
 * The start on an empty database (decision 028): a production start seeds nothing —
 * the first ADMIN comes from the environment and the public reads answer an empty venue —; the
 * demo venue is seeded in sandbox mode or when SEED_DEMO=on asks for it.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staffLogin } from '../test/staff-session';
import { openTestDatabase, postJson, TEST_JWT_SECRET } from '../test/test-app';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { operators } from './db/schema';
import { isVenueEmpty } from './db/seed';
import { prepareDatabase } from './lifecycle';

const quiet = { info: () => {}, warn: () => {} };

const productionEnv = {
  NODE_ENV: 'production',
  SANDBOX_MODE: 'off',
  JWT_SECRET: TEST_JWT_SECRET,
  DATA_DIR: join(tmpdir(), 'venue-test-data'),
  WEB_DIST_DIR: join(tmpdir(), 'venue-test-no-web-dist'),
  PUBLIC_ORIGIN: 'https://venue.example.com',
  STAFF_ADMIN_LOGIN_ID: 'venue-admin',
  STAFF_ADMIN_PASSWORD: 'first-admin-pass-1',
  LOG_LEVEL: 'silent',
};

let database: { handle: DatabaseHandle; drop: () => Promise<void> } | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function emptyDatabase() {
  database = await openTestDatabase();
  return database.handle;
}

describe('a start on an empty database', () => {
  it('in production seeds nothing, creates the configured ADMIN and serves an empty venue', async () => {
    const handle = await emptyDatabase();
    const config = loadConfig(productionEnv);
    expect(config.seedDemo).toBe(false);

    expect(await prepareDatabase(handle, config, quiet)).toEqual({ seeded: false });

    expect(await isVenueEmpty(handle.db)).toBe(true);
    const accounts = await handle.db.select().from(operators);
    expect(accounts.map((a) => [a.loginId, a.role])).toEqual([['venue-admin', 'ADMIN']]);

    const app = await buildApp({ config, db: handle.db, dbKind: handle.kind, logger: false });
    try {
      const lists: [string, 'GET' | 'POST'][] = [
        ['/api/floors/list', 'POST'],
        ['/api/zone/list', 'GET'],
        ['/api/program/list', 'POST'],
        ['/api/program/category/list', 'POST'],
        ['/api/notice/list', 'POST'],
        ['/api/faq/categorylist', 'POST'],
        ['/api/faq/list', 'POST'],
        ['/api/terms/list', 'POST'],
        ['/api/banner/mainbannerlist', 'GET'],
        ['/api/banner/list', 'POST'],
        ['/api/checkin/banner/list', 'POST'],
      ];
      for (const [url, method] of lists) {
        const response = await app.inject({
          method,
          url,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        const data = response.json().data;
        const items = Array.isArray(data) ? data : (data.list ?? Object.values(data).flat());
        expect(items, url).toEqual([]);
      }
      // The first ADMIN can log in to build the venue.
      const cookie = await staffLogin(app, 'venue-admin', 'first-admin-pass-1');
      const me = await postJson(app, '/api/staff/me', {}, { cookie });
      expect(me.body.data).toMatchObject({ loginId: 'venue-admin', role: 'ADMIN' });
      // No sandbox routes, no sandbox account.
      expect((await app.inject({ method: 'POST', url: '/sandbox/api/session' })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
    }
  });

  it('in sandbox mode (the default outside production) seeds the demo venue once', async () => {
    const handle = await emptyDatabase();
    const config = loadConfig({ ...productionEnv, NODE_ENV: 'development', SANDBOX_MODE: '' });
    expect(config.sandboxMode).toBe(true);

    expect(await prepareDatabase(handle, config, quiet)).toEqual({ seeded: true });
    expect(await isVenueEmpty(handle.db)).toBe(false);
    // A second start finds the venue and leaves it alone.
    expect(await prepareDatabase(handle, config, quiet)).toEqual({ seeded: false });
  });

  it('in production seeds the demo venue when SEED_DEMO=on asks for it', async () => {
    const handle = await emptyDatabase();
    const config = loadConfig({ ...productionEnv, SEED_DEMO: 'on' });

    expect(await prepareDatabase(handle, config, quiet)).toEqual({ seeded: true });
  });
});

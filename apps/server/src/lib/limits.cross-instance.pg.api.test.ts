/**
 * Shared limits (decision 037): on PostgreSQL every instance counts in the
 * `rate_limits` table, so two instances together allow what one would, and a lockout outlives
 * the instance that earned it (a new app over the same database is a restarted server).
 * PostgreSQL only: two instances over one database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, staffLogin } from '../../test/staff-session';
import { buildSecondInstance, createTestApp, type TestApp } from '../../test/test-app';
import { CAPTCHA_CREATE_LIMIT } from '../features/accounts/captcha/captcha.routes';
import { PAIR_FAILURE_LIMIT } from '../features/operations/staff/login-throttle';

let first: TestApp;
let second: TestApp['app'];

beforeAll(async () => {
  first = await createTestApp({ env: { TRUST_PROXY: '1' } });
  second = await buildSecondInstance(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const captcha = (app: TestApp['app'], client: string) =>
  app.inject({ method: 'GET', url: '/api/captcha', headers: { 'x-forwarded-for': client } });
const login = (app: TestApp['app'], loginId: string, password: string, client: string) =>
  app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { loginId, password },
    headers: { 'x-forwarded-for': client },
  });

describe('rate limits shared by two instances on PostgreSQL', () => {
  it('counts one captcha window across both instances, per client behind the proxy', async () => {
    const client = '203.0.113.50';
    for (let i = 0; i < CAPTCHA_CREATE_LIMIT; i += 1) {
      const response = await captcha(i % 2 === 0 ? first.app : second, client);
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const app of [first.app, second]) {
      const refused = await captcha(app, client);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await captcha(second, '203.0.113.51')).statusCode).toBe(200);
  });

  it('a staff login lockout earned on both instances holds on a restarted one until an ADMIN unlocks it', async () => {
    const operator = await createOperator(first.db);
    const admin = await createOperator(first.db, { role: 'ADMIN' });
    const attacker = '198.51.100.9';
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i += 1) {
      const wrong = await login(
        i % 2 === 0 ? first.app : second,
        operator.loginId,
        'wrong-pass-0',
        attacker,
      );
      expect(wrong.statusCode).toBe(401);
    }
    expect((await login(second, operator.loginId, operator.password, attacker)).statusCode).toBe(
      429,
    );

    // A restart: a new app over the same database, with nothing in memory.
    await second.close();
    second = await buildSecondInstance(first);
    expect((await login(second, operator.loginId, operator.password, attacker)).statusCode).toBe(
      429,
    );

    // The ADMIN's unlock on one instance frees the id on the other.
    const cookie = await staffLogin(first.app, admin.loginId, admin.password);
    const unlock = await first.app.inject({
      method: 'POST',
      url: '/api/staff/operators/unlock',
      payload: { operatorIdx: operator.operatorIdx },
      headers: { cookie },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await login(second, operator.loginId, operator.password, attacker)).statusCode).toBe(
      200,
    );
  });
});

/**
 * Staff console helpers for server tests (decision 017): an operator account straight in the
 * database, and a real login through POST /api/staff/login that hands back the session cookie.
 *
 *   const admin = await createOperator(t.db, { loginId: 'door-1', password: 'door-pass-123' });
 *   const cookie = await staffLogin(t.app, 'door-1', 'door-pass-123');
 *   await t.app.inject({ method: 'POST', url: '/api/staff/me', headers: { cookie } });
 */
import { expect } from 'vitest';
import { operators } from '../src/db/schema';
import type { Database } from '../src/db/types';
import { hashPassword } from '../src/features/operations/staff/password-hash';
import { STAFF_COOKIE } from '../src/features/operations/staff/staff-session-cookie';
import type { TestApp } from './test-app';

let sequence = 0;

/**
 * The fixtures' password cost: 2^10 instead of the app's 2^15, about 8 ms a hash instead of
 * 240 ms. Logins verify at the cost stored with the hash; what the app hashes itself (a new
 * account, a reset, a changed password) still uses its own cost.
 */
const FIXTURE_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

export interface OperatorFixture {
  /** Default: a unique `operator-N`. */
  loginId?: string;
  /** Default: `operator-pass-1`. */
  password?: string;
  /** Default: STAFF. */
  role?: 'ADMIN' | 'EDITOR' | 'STAFF';
  /** Default: `운영자N`. */
  name?: string;
  /** Default: true. */
  active?: boolean;
}

/** Inserts an operator with a real scrypt hash; answers the row (with `password` for logins). */
export async function createOperator(db: Database, fixture: OperatorFixture = {}) {
  sequence += 1;
  const password = fixture.password ?? 'operator-pass-1';
  const [row] = await db
    .insert(operators)
    .values({
      loginId: fixture.loginId ?? `operator-${sequence}-${Date.now().toString(36)}`,
      name: fixture.name ?? `운영자${sequence}`,
      role: fixture.role ?? 'STAFF',
      active: fixture.active ?? true,
      passwordHash: await hashPassword(password, FIXTURE_SCRYPT_PARAMS),
    })
    .returning();
  if (!row) throw new Error('insert returned no operator');
  return { ...row, password };
}

/**
 * Logs in through the real route and returns the Cookie request header that carries the
 * session (`venue_staff=…`); fails the test when the login does not succeed.
 */
export async function staffLogin(
  app: TestApp['app'],
  loginId: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { loginId, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie?.value) throw new Error('the login set no staff session cookie');
  return `${STAFF_COOKIE}=${cookie.value}`;
}

/**
 * The `rate_limits` store (decision 037) runs the same limiter and login-throttle tests as the
 * in-process store: on PGlite here, on PostgreSQL in the CI's second pass.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import { fixedWindowLimiterSuite, loginThrottleSuite } from '../../test/limit-suites';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../db/client';
import { createSqlLimitStore } from './limit-store';

let database: { handle: DatabaseHandle; drop: () => Promise<void> };
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const emptyStore = async () => {
  await database.handle.db.execute(sql`delete from rate_limits`);
  return createSqlLimitStore(database.handle.db);
};

describe('createFixedWindowLimiter over the rate_limits table', () => {
  fixedWindowLimiterSuite(emptyStore);
});

describe('the staff login throttle over the rate_limits table', () => {
  loginThrottleSuite(emptyStore);
});

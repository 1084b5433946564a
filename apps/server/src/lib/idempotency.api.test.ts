/**
 * withIdempotency on the test's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the
 * second of two transactions with one key waits for the first; when the first rolls back, the
 * second writes; keys older than a day are purged. The staff calls that use it are tested through
 * HTTP in staff-bookings.api.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { idempotencyKeys } from '../db/schema';
import { purgeIdempotencyKeys, withIdempotency } from './idempotency';

let t: TestApp;
let operatorIdx: number;
beforeAll(async () => {
  t = await createTestApp();
  operatorIdx = (await createOperator(t.db)).operatorIdx;
});
afterAll(() => t.close());

const request = (requestKey: string, body: object = { seats: 1 }) => ({
  operatorIdx,
  call: 'test',
  requestKey,
  body,
});

describe('withIdempotency', () => {
  it('when the first of two at once rolls back, the second writes and its answer is kept', async () => {
    const requestKey = randomUUID();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimed: () => void = () => {};
    const firstClaimed = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const runs: string[] = [];
    const first = t.db
      .transaction((tx) =>
        withIdempotency(tx, request(requestKey), async () => {
          runs.push('first');
          claimed();
          await gate;
          throw new Error('refused');
        }),
      )
      .catch((error: Error) => error.message);
    await firstClaimed;
    // The second starts while the first holds the key's uncommitted row.
    const second = t.db.transaction((tx) =>
      withIdempotency(tx, request(requestKey), async () => {
        runs.push('second');
        return { holdIdx: 7 };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await first).toBe('refused');
    expect(await second).toEqual({ holdIdx: 7 });
    expect(runs).toEqual(['first', 'second']);
    const again = await t.db.transaction((tx) =>
      withIdempotency(tx, request(requestKey), async () => {
        runs.push('third');
        return { holdIdx: 8 };
      }),
    );
    expect(again).toEqual({ holdIdx: 7 });
    expect(runs).toEqual(['first', 'second']);
  });

  it('the same body in another key order is the same request; another body is refused', async () => {
    const requestKey = randomUUID();
    const write = (body: object) =>
      t.db.transaction((tx) => withIdempotency(tx, request(requestKey, body), async () => 'once'));
    expect(await write({ a: 1, b: { c: 2, d: 3 } })).toBe('once');
    expect(await write({ b: { d: 3, c: 2 }, a: 1, requestKey })).toBe('once');
    await expect(write({ a: 2, b: { c: 2, d: 3 } })).rejects.toMatchObject({
      status: 409,
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('keys older than a day are purged, younger ones kept', async () => {
    const [old, young] = [randomUUID(), randomUUID()];
    for (const key of [old, young]) {
      await t.db.transaction((tx) => withIdempotency(tx, request(key), async () => 1));
    }
    const now = new Date();
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(now.getTime() - 25 * 60 * 60 * 1000) })
      .where(like(idempotencyKeys.key, `%:${old}`));
    expect(await purgeIdempotencyKeys(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.call, 'test'));
    expect(left.map((row) => row.key)).toContain(`${operatorIdx}:test:${young}`);
    expect(left.map((row) => row.key)).not.toContain(`${operatorIdx}:test:${old}`);
  });
});

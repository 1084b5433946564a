/**
 * The job queue's promise to its callers (decision 058): a job sent inside a transaction exists
 * only if the transaction commits. On PGlite, and on PostgreSQL in CI.
 */
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobQueue, inTransaction } from './job-queue';

let t: TestApp;
let queue: PgBoss;
beforeAll(async () => {
  t = await createTestApp();
  // Without schedules: this side only sends and reads, as a request does.
  queue = createJobQueue(t.handle, { schedule: false });
  await queue.start();
  await queue.createQueue('test.sent');
});
afterAll(async () => {
  await queue.stop({ graceful: false });
  await t.close();
});

const sent = async () =>
  (await queue.findJobs<{ n: number }>('test.sent', {})).map((job) => job.data.n).sort();

describe('a job sent in a transaction', () => {
  it('exists once the transaction commits, with the change it belongs to', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.send('test.sent', { n: 1 }, inTransaction(tx));
    });
    expect(await sent()).toEqual([1]);
  });

  it('never exists when the transaction rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await queue.send('test.sent', { n: 2 }, inTransaction(tx));
        throw new Error('the booking was refused');
      }),
    ).rejects.toThrow('the booking was refused');
    expect(await sent()).toEqual([1]);
  });
});

/**
 * Many messages in one go (a draw of thousands): one call writes them all in as many statements
 * as it takes (a statement binds at most 65,535 values), and skips the ones already written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { INSERT_CHUNK, insertMessages, VALUES_PER_MESSAGE } from './outbox.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = (i: number) => ({
  messageKey: `bulk${String(i).padStart(8, '0')}`,
  kind: 'DRAW_LOST',
  causeKey: `entry:${i + 1}`,
  userIdx: null,
  phoneNumber: `010${String(i).padStart(8, '0')}`,
  templateCode: 'VENUE_DRAW_LOST',
  text: '추첨 결과 안내',
  buttons: [],
});

it('writes a batch in statements of a few rows each, once each, and skips those written', async () => {
  // The production chunk stays within PostgreSQL's bind limit.
  expect(INSERT_CHUNK * VALUES_PER_MESSAGE).toBeLessThanOrEqual(65_535);
  expect(Object.keys(row(0)).length + 2).toBe(VALUES_PER_MESSAGE);
  const rows = Array.from({ length: 10 }, (_, i) => row(i));
  const now = new Date();
  const written = await t.db.transaction((tx) => insertMessages(tx, rows, now, 3));
  expect(new Set(written).size).toBe(10);
  expect(await t.db.transaction((tx) => insertMessages(tx, rows, now, 3))).toEqual([]);
  const { rows: total } = (await t.db.execute(
    sql`select count(*)::int as n from messages`,
  )) as unknown as { rows: { n: number }[] };
  expect(total[0]?.n).toBe(10);
});

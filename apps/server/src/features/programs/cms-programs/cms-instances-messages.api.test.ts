/**
 * 취소 안내 when an EDITOR cancels an instance with its bookings (decision 059): every
 * member whose entry it cancels gets one message, written in the cancel's transaction, with the
 * instance's reason; an instance cancelled again writes nothing; a cancel whose messages cannot
 * be written is not made at all.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { messages, programInstances, reserveEntries } from '../../../db/schema';
import {
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../reserve-entries/reserve-entries.test-fixtures';
import { INSTANCE_CANCEL_REASON } from './cms-programs.service';
import { operatorCookie } from './cms-programs.test-fixtures';

let t: TestApp;
let editor: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  editor = (await operatorCookie(t, 'EDITOR')).headers;
});
afterAll(() => t.close());

const cancelInstance = (programInstanceIdx: number) =>
  postJson(
    t.app,
    '/api/staff/programs/instances/cancel',
    { programInstanceIdx, confirm: true },
    editor,
  );

const cancelledTo = (phoneNumbers: string[]) =>
  t.db
    .select()
    .from(messages)
    .where(inArray(messages.phoneNumber, phoneNumbers))
    .then((rows) => rows.filter((row) => row.kind === 'ENTRY_CANCELLED'));

/** An instance with a booking for each phone, booked through the real route. */
async function bookedInstance(phoneNumbers: string[]) {
  const program = await bookableProgram(t);
  const reserveEntryIdxs: number[] = [];
  for (const phoneNumber of phoneNumbers) {
    const { member, headers } = await memberWithToken(t, { phoneNumber });
    const response = await postJson(
      t.app,
      '/api/reserveentry/insert',
      insertBody(program, member.userIdx),
      headers,
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    reserveEntryIdxs.push(response.body.data);
  }
  return { program, reserveEntryIdxs };
}

describe('an instance cancelled with its bookings', () => {
  it('writes one 취소 안내 to each member, with the reason; cancelling again writes none', async () => {
    const phones = ['01077790001', '01077790002'];
    const { program, reserveEntryIdxs } = await bookedInstance(phones);
    const idx = program.instance.programInstanceIdx;
    const first = await cancelInstance(idx);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.cancelledEntryCount).toBe(2);
    expect((await cancelInstance(idx)).statusCode).toBe(409);

    const sent = await cancelledTo(phones);
    expect(sent.map((message) => message.causeKey).sort()).toEqual(
      reserveEntryIdxs.map((entryIdx) => `entry:${entryIdx}`).sort(),
    );
    for (const message of sent) {
      expect(message.text).toContain('아래 예약이 취소되었어요.');
      expect(message.text).toContain(`■ 취소 사유: ${INSTANCE_CANCEL_REASON}`);
      expect(message.buttons).toEqual([
        {
          name: '프로그램 보기',
          url: `${t.config.publicOrigin}/program/${program.program.programIdx}`,
        },
      ]);
    }
  });

  it('is not cancelled when the messages cannot be written: bookings and seats stay, nothing sent', async () => {
    const phones = ['01077790003'];
    const { program, reserveEntryIdxs } = await bookedInstance(phones);
    const idx = program.instance.programInstanceIdx;
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    try {
      const refused = await cancelInstance(idx);
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    const [instance] = await t.db
      .select()
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, idx));
    expect(instance).toMatchObject({ cancelledAt: null, reservedCount: 1 });
    const entries = await t.db
      .select({ status: reserveEntries.status })
      .from(reserveEntries)
      .where(inArray(reserveEntries.reserveEntryIdx, reserveEntryIdxs));
    expect(entries).toEqual([{ status: 'CONFIRM' }]);
    expect(await cancelledTo(phones)).toEqual([]);
  });
});

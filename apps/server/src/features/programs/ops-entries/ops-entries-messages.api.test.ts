/**
 * 취소 안내 when staff cancel an entry in the roster (decision 059): the message, with
 * the staff's reason, is written in the cancel's transaction. A second cancel is refused and
 * writes nothing; a member who has left, DONE and NOSHOW get nothing; a cancel whose message
 * cannot be written is not made at all.
 */
import { addDays, seoulToday } from '@venue/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { messages, programInstances, reserveEntries } from '../../../db/schema';
import { MESSAGE_SEND_QUEUE } from '../../messages/outbox/outbox';
import {
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../reserve-entries/reserve-entries.test-fixtures';
import { operatorCookies } from './ops-entries.test-fixtures';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof operatorCookies>>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await operatorCookies(t);
});
afterAll(() => t.close());

const setStatus = (body: object) =>
  postJson(t.app, '/api/staff/entries/status', body, { cookie: cookies.staff.cookie });

const messagesTo = (phoneNumber: string) =>
  t.db.select().from(messages).where(eq(messages.phoneNumber, phoneNumber));

async function sendJobs(): Promise<number[]> {
  const jobs = t.app.jobs
    ? await t.app.jobs.findJobs<{ messageIdx: number }>(MESSAGE_SEND_QUEUE, {})
    : [];
  return jobs.map((job) => job.data.messageIdx);
}

async function entryStatus(reserveEntryIdx: number) {
  const [row] = await t.db
    .select({ status: reserveEntries.status, cancelReason: reserveEntries.cancelReason })
    .from(reserveEntries)
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
  return row;
}

/** A reservation booked through the real route (its 예약 확정 written), on the phone given. */
async function booked(phoneNumber: string) {
  const program = await bookableProgram(t);
  const { member, headers } = await memberWithToken(t, { phoneNumber });
  const response = await postJson(
    t.app,
    '/api/reserveentry/insert',
    insertBody(program, member.userIdx),
    headers,
  );
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return { program, member, headers, reserveEntryIdx: response.body.data as number };
}

const cancelledTo = async (phoneNumber: string) =>
  (await messagesTo(phoneNumber)).filter((message) => message.kind === 'ENTRY_CANCELLED');

describe('a staff cancel in the roster', () => {
  it('writes one 취소 안내 with the staff’s reason; a second cancel is refused and writes none', async () => {
    const { program, member, reserveEntryIdx } = await booked('01077780001');
    const reason = '휴관일 지정으로 운영하지 않아요';
    const first = await setStatus({ reserveEntryIdx, action: 'CANCEL', reason });
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    const second = await setStatus({ reserveEntryIdx, action: 'CANCEL', reason: '다시' });
    expect(second.statusCode).toBe(409);

    const [message, ...others] = await cancelledTo('01077780001');
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      kind: 'ENTRY_CANCELLED',
      causeKey: `entry:${reserveEntryIdx}`,
      userIdx: member.userIdx,
      templateCode: 'VENUE_ENTRY_CANCELLED',
      status: 'QUEUED',
    });
    expect(message?.text).toContain('아래 예약이 취소되었어요.');
    expect(message?.text).toContain(`■ 취소 사유: ${reason}`);
    expect(message?.buttons).toEqual([
      {
        name: '프로그램 보기',
        url: `${t.config.publicOrigin}/program/${program.program.programIdx}`,
      },
    ]);
    expect(await sendJobs()).toContain(message?.messageIdx);
  });

  it('says 응모 for a cancelled application', async () => {
    const program = await createProgram(t.db, { programType: 'APPLICATION' });
    const member = await createMember(t.db, { phoneNumber: '01077780002' });
    const entry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programType: 'APPLICATION',
      status: 'ATTEND',
    });
    const response = await setStatus({
      reserveEntryIdx: entry.reserveEntryIdx,
      action: 'CANCEL',
      reason: '중복 응모',
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const [message, ...others] = await cancelledTo('01077780002');
    expect(others).toEqual([]);
    expect(message?.text).toContain('아래 응모가 취소되었어요.');
    expect(message?.text).toContain('■ 취소 사유: 중복 응모');
  });

  it('writes nothing to a member who has left', async () => {
    const program = await createProgram(t.db);
    const left = await createMember(t.db, { status: 'WITHDRAWN', phoneNumber: '01077780006' });
    const entry = await createReserveEntry(t.db, {
      userIdx: left.userIdx,
      programIdx: program.programIdx,
    });
    const response = await setStatus({
      reserveEntryIdx: entry.reserveEntryIdx,
      action: 'CANCEL',
      reason: '탈퇴 회원',
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(await messagesTo('01077780006')).toEqual([]);
  });

  it('writes nothing for DONE, and for NOSHOW only the member’s first 불참 안내 (decision 065)', async () => {
    const program = await createProgram(t.db);
    const yesterday = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(seoulToday(new Date()), -1),
      reservedCount: 2,
    });
    const member = await createMember(t.db, { phoneNumber: '01077780003' });
    const [done, noShow] = [
      await createReserveEntry(t.db, {
        userIdx: member.userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: yesterday.programInstanceIdx,
      }),
      await createReserveEntry(t.db, {
        userIdx: (await createMember(t.db, { phoneNumber: '01077780004' })).userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: yesterday.programInstanceIdx,
      }),
    ];
    const marked = [
      await setStatus({ reserveEntryIdx: done.reserveEntryIdx, action: 'DONE' }),
      await setStatus({ reserveEntryIdx: noShow.reserveEntryIdx, action: 'NOSHOW' }),
    ];
    expect(marked.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await messagesTo('01077780003')).toEqual([]);
    expect((await messagesTo('01077780004')).map((message) => message.kind)).toEqual([
      'NOSHOW_NOTICE',
    ]);
  });

  it('is not made when its message cannot be written: still booked, seats held, nothing sent', async () => {
    const { program, reserveEntryIdx } = await booked('01077780005');
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    try {
      const refused = await setStatus({ reserveEntryIdx, action: 'CANCEL', reason: '운영 사정' });
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    expect(await entryStatus(reserveEntryIdx)).toEqual({ status: 'CONFIRM', cancelReason: null });
    const [instance] = await t.db
      .select({ reservedCount: programInstances.reservedCount })
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, program.instance.programInstanceIdx));
    expect(instance?.reservedCount).toBe(1);
    expect(await cancelledTo('01077780005')).toEqual([]);
  });
});

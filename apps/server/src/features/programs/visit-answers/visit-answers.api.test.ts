/**
 * The reminder's one-tap answers through HTTP, without a login: 갈게요 records the
 * answer, 못 가요 cancels the reservation with its 취소 안내 and frees the seats; both idempotent;
 * a link for another purpose, a forged one or an expired one is refused, and a 못 가요 whose
 * message cannot be written cancels nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { messages, programInstances, reserveEntries } from '../../../db/schema';
import { signLink } from '../../../lib/signed-links';
import { instanceStart } from '../programs/programs.rules';
import {
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../reserve-entries/reserve-entries.test-fixtures';
import { NOT_COMING_REASON } from './visit-answers.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (token: string) => postJson(t.app, '/api/visit-answer/read', { token });
const submit = (token: string) => postJson(t.app, '/api/visit-answer/submit', { token });

/** A member's booking of 2 seats the day after tomorrow, and its two answer links. */
async function booked(phoneNumber: string) {
  const program = await bookableProgram(t);
  const { member, headers } = await memberWithToken(t, { phoneNumber });
  const body = { ...insertBody(program, member.userIdx), participantCnt: 2 };
  const response = await postJson(t.app, '/api/reserveentry/insert', body, headers);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  const reserveEntryIdx: number = response.body.data;
  const { execDate, startTime } = program.instance;
  const start = instanceStart(execDate, startTime ?? '14:00');
  const link = (purpose: 'visit-coming' | 'visit-not-coming', expiresAt = start) =>
    signLink(t.config.jwtSecret, purpose, reserveEntryIdx, expiresAt);
  return {
    reserveEntryIdx,
    programIdx: program.program.programIdx,
    execDate,
    instanceIdx: program.instance.programInstanceIdx,
    coming: link('visit-coming'),
    notComing: link('visit-not-coming'),
    link,
  };
}

const entryRow = async (reserveEntryIdx: number) =>
  (
    await t.db
      .select()
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx))
  )[0];

const seatsTaken = async (programInstanceIdx: number) =>
  (
    await t.db
      .select({ taken: programInstances.reservedCount })
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, programInstanceIdx))
  )[0]?.taken;

const cancelNotices = (phoneNumber: string) =>
  t.db
    .select()
    .from(messages)
    .where(sql`${messages.phoneNumber} = ${phoneNumber} and ${messages.kind} = 'ENTRY_CANCELLED'`);

describe('갈게요', () => {
  it('shows the visit, records the answer once, and a second tap changes nothing', async () => {
    const b = await booked('01066660001');
    const opened = await read(b.coming);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.body.data).toMatchObject({
      answer: 'COMING',
      open: true,
      entry: {
        reserveEntryIdx: b.reserveEntryIdx,
        participantCnt: 2,
        active: true,
        cancelled: false,
        visitAnswer: null,
      },
    });
    expect(opened.body.data.entry.when).toMatch(/^\d{1,2}월 \d{1,2}일 \(.\) 14:00$/);

    const answered = await submit(b.coming);
    expect(answered.body.data.entry).toMatchObject({ active: true, visitAnswer: 'COMING' });
    const first = (await entryRow(b.reserveEntryIdx))?.visitAnsweredAt;
    expect(first).toBeInstanceOf(Date);
    expect((await submit(b.coming)).body.data.entry.visitAnswer).toBe('COMING');
    expect((await entryRow(b.reserveEntryIdx))?.visitAnsweredAt).toEqual(first);
  });
});

describe('못 가요', () => {
  it('cancels the reservation once: seats back, 취소 안내 with its reason, the answer kept', async () => {
    const b = await booked('01066660002');
    expect(await seatsTaken(b.instanceIdx)).toBe(2);
    // Reading the link is the confirmation screen: it changes nothing.
    expect((await read(b.notComing)).body.data.entry).toMatchObject({
      active: true,
      cancelled: false,
    });
    expect((await entryRow(b.reserveEntryIdx))?.status).toBe('CONFIRM');

    const cancelled = await submit(b.notComing);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      answer: 'NOT_COMING',
      entry: { active: false, cancelled: true, visitAnswer: 'NOT_COMING' },
    });
    expect(await seatsTaken(b.instanceIdx)).toBe(0);
    const again = await submit(b.notComing);
    expect(again.body.data).toEqual(cancelled.body.data);
    const [notice, ...others] = await cancelNotices('01066660002');
    expect(others).toEqual([]);
    expect(notice?.text).toContain(`■ 취소 사유: ${NOT_COMING_REASON}`);

    // The 갈게요 link of a cancelled booking shows it cancelled and changes nothing.
    const late = await submit(b.coming);
    expect(late.body.data.entry).toMatchObject({ cancelled: true, visitAnswer: 'NOT_COMING' });

    // The console's roster shows the answer.
    const operator = await createOperator(t.db, { role: 'STAFF' });
    const cookie = await staffLogin(t.app, operator.loginId, operator.password);
    const roster = await postJson(
      t.app,
      '/api/staff/instances/roster',
      { programIdx: b.programIdx, execDate: b.execDate },
      { cookie },
    );
    expect(roster.statusCode, JSON.stringify(roster.body)).toBe(200);
    expect(
      roster.body.data.entries.find(
        (e: { reserveEntryIdx: number }) => e.reserveEntryIdx === b.reserveEntryIdx,
      ),
    ).toMatchObject({ status: 'CANCEL', visitAnswer: 'NOT_COMING' });
  });

  it('still cancels after a 갈게요, which a member may change their mind about', async () => {
    const b = await booked('01066660003');
    await submit(b.coming);
    expect((await submit(b.notComing)).body.data.entry).toMatchObject({
      cancelled: true,
      visitAnswer: 'NOT_COMING',
    });
  });

  it('cancels nothing when its message cannot be written', async () => {
    const b = await booked('01066660004');
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    try {
      expect((await submit(b.notComing)).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    const row = await entryRow(b.reserveEntryIdx);
    expect([row?.status, row?.visitAnswer]).toEqual(['CONFIRM', null]);
    expect(await seatsTaken(b.instanceIdx)).toBe(2);
    expect(await cancelNotices('01066660004')).toEqual([]);
  });
});

describe('a link that is not good', () => {
  it('is 404 LINK_INVALID when forged, for another purpose or malformed', async () => {
    const b = await booked('01066660005');
    const calendar = signLink(t.config.jwtSecret, 'calendar', b.reserveEntryIdx, null);
    const [, id, exp, mac] = /^(\d+)-(\d+)-(.+)$/.exec(b.coming) ?? [];
    for (const token of [calendar, `${Number(id) + 1}-${exp}-${mac}`, 'nonsense', '1-0-x']) {
      for (const call of [read, submit]) {
        const answer = await call(token);
        expect([answer.statusCode, answer.body.errorCode]).toEqual([404, 'LINK_INVALID']);
        expect(answer.body.message).toBe(
          '링크를 확인할 수 없어요. 알림톡의 버튼을 다시 눌러 주세요.',
        );
      }
    }
    expect((await entryRow(b.reserveEntryIdx))?.status).toBe('CONFIRM');
  });

  it('once expired, still shows the visit but takes no answer', async () => {
    const b = await booked('01066660006');
    const expired = b.link('visit-not-coming', new Date(Date.now() - 1000));
    expect((await read(expired)).body.data).toMatchObject({
      open: false,
      entry: { active: true },
    });
    const refused = await submit(expired);
    expect([refused.statusCode, refused.body.errorCode]).toEqual([409, 'LINK_EXPIRED']);
    expect((await entryRow(b.reserveEntryIdx))?.status).toBe('CONFIRM');
  });
});

/**
 * 방문 리마인더 with a moved clock: the day before at the venue's hour, 3 hours
 * before the start, each once, with 갈게요 / 못 가요 links that lapse at the start; never in
 * quiet hours, never to a member who turned reminders off, never twice.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { messages, users } from '../../../db/schema';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { verifyLink } from '../../../lib/signed-links';
import { writeVenueSettings } from '../../venue/cms-venue/venue-settings';
import { isQuietHour, sendDueReminders, timeLeft } from './reminders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An instant given as Seoul wall time. */
const seoul = (ymdHm: string) => new Date(`${ymdHm}:00+09:00`);

/** A member booked (at `bookedAt`) on an instance of `day` starting at `start`. */
async function booking(day: string, start: string, bookedAt: Date, member = {}) {
  const who = await createMember(t.db, member);
  const program = await createProgram(t.db, { programName: '<b>티타임</b> 클래스' });
  const instance = await createProgramInstance(t.db, program.programIdx, {
    execDate: day,
    startTime: start,
    endTime: '23:00',
  });
  const entry = await createReserveEntry(t.db, {
    userIdx: who.userIdx,
    programIdx: program.programIdx,
    programInstanceIdx: instance.programInstanceIdx,
    regDate: bookedAt,
  });
  return { member: who, entry };
}

const messagesTo = (phoneNumber: string) =>
  t.db.select().from(messages).where(eq(messages.phoneNumber, phoneNumber));

describe('the day-before reminder', () => {
  it('goes at the venue’s hour to yesterday’s bookings, once, with answer links that lapse at the start', async () => {
    const { member, entry } = await booking('2031-05-14', '14:00', seoul('2031-05-12 18:00'));
    expect(await sendDueReminders(t.app, seoul('2031-05-13 09:59'))).toEqual({
      dayBefore: 0,
      soon: 0,
    });
    expect(await sendDueReminders(t.app, seoul('2031-05-13 10:00'))).toMatchObject({
      dayBefore: 1,
    });
    expect(await sendDueReminders(t.app, seoul('2031-05-13 10:01'))).toMatchObject({
      dayBefore: 0,
    });

    const [message, ...others] = await messagesTo(member.phoneNumber);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      kind: 'VISIT_REMINDER_DAY_BEFORE',
      causeKey: `entry:${entry.reserveEntryIdx}`,
    });
    expect(message?.text).toContain('■ 프로그램: 티타임 클래스');
    expect(message?.text).toContain('■ 일시: 5월 14일 (수) 14:00');
    const [coming, notComing] = message?.buttons ?? [];
    expect([coming?.name, notComing?.name]).toEqual(['갈게요', '못 가요']);
    const token = (url = '') => new URL(url).pathname.replace('/visit-answer/', '');
    const start = seoul('2031-05-14 14:00');
    const secret = t.config.jwtSecret;
    expect(
      verifyLink(secret, 'visit-coming', token(coming?.url), seoul('2031-05-13 10:00')),
    ).toEqual({ ok: true, id: entry.reserveEntryIdx, expiresAt: start });
    expect(verifyLink(secret, 'visit-not-coming', token(notComing?.url), start)).toEqual({
      ok: false,
      reason: 'expired',
      id: entry.reserveEntryIdx,
    });
    // Each link is for its one answer.
    expect(
      verifyLink(secret, 'visit-not-coming', token(coming?.url), seoul('2031-05-13 10:00')).ok,
    ).toBe(false);
  });

  it('follows the venue’s hour, and skips bookings made after it, cancelled ones and members who turned it off', async () => {
    await writeVenueSettings(t.db, {
      ...buildVenueSettings(),
      messages: { disabledKinds: [], reminderHour: 15 },
    });
    t.app.readCache.invalidate();
    try {
      const due = await booking('2031-06-11', '11:00', seoul('2031-06-09 09:00'));
      const late = await booking('2031-06-11', '11:00', seoul('2031-06-10 15:30'));
      const cancelled = await booking('2031-06-11', '11:00', seoul('2031-06-09 09:00'));
      await t.db.execute(
        sql`update reserve_entries set status = 'CANCEL' where reserve_entry_idx = ${cancelled.entry.reserveEntryIdx}`,
      );
      const off = await booking('2031-06-11', '11:00', seoul('2031-06-09 09:00'));
      await t.db
        .update(users)
        .set({ visitReminderYn: false })
        .where(eq(users.userIdx, off.member.userIdx));
      // 15:00 is the venue's hour: not at 14:59.
      expect((await sendDueReminders(t.app, seoul('2031-06-10 14:59'))).dayBefore).toBe(0);
      expect((await sendDueReminders(t.app, seoul('2031-06-10 16:00'))).dayBefore).toBe(1);
      expect(await messagesTo(due.member.phoneNumber)).toHaveLength(1);
      expect(await messagesTo(late.member.phoneNumber)).toEqual([]);
      expect(await messagesTo(cancelled.member.phoneNumber)).toEqual([]);
      expect(await messagesTo(off.member.phoneNumber)).toEqual([]);
    } finally {
      await t.db.execute(sql`delete from venue_settings`);
      t.app.readCache.invalidate();
    }
  });
});

describe('the reminder three hours before', () => {
  it('goes once in the last three hours, says how long is left, and skips answered and fresh bookings', async () => {
    const due = await booking('2031-07-02', '15:00', seoul('2031-06-30 12:00'));
    const answered = await booking('2031-07-02', '15:00', seoul('2031-06-30 12:00'));
    await t.db.execute(
      sql`update reserve_entries set visit_answer = 'COMING' where reserve_entry_idx = ${answered.entry.reserveEntryIdx}`,
    );
    const fresh = await booking('2031-07-02', '15:00', seoul('2031-07-02 11:40'));

    expect((await sendDueReminders(t.app, seoul('2031-07-02 11:59'))).soon).toBe(0);
    expect((await sendDueReminders(t.app, seoul('2031-07-02 12:10'))).soon).toBe(1);
    expect((await sendDueReminders(t.app, seoul('2031-07-02 12:30'))).soon).toBe(0);
    const [message] = await messagesTo(due.member.phoneNumber);
    expect(message?.kind).toBe('VISIT_REMINDER_SOON');
    expect(message?.text).toContain('예약하신 일정이 2시간 50분 뒤에 시작해요.');
    expect(await messagesTo(answered.member.phoneNumber)).toEqual([]);
    expect(await messagesTo(fresh.member.phoneNumber)).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('send nothing from 21:00 to 08:00 Seoul; a reminder due then goes at 08:00 if the visit is still ahead', async () => {
    const early = await booking('2031-08-06', '09:30', seoul('2031-08-01 12:00'));
    expect(await sendDueReminders(t.app, seoul('2031-08-06 07:59'))).toEqual({
      dayBefore: 0,
      soon: 0,
    });
    expect(await messagesTo(early.member.phoneNumber)).toEqual([]);
    expect((await sendDueReminders(t.app, seoul('2031-08-06 08:00'))).soon).toBe(1);
    expect([
      isQuietHour(seoul('2031-08-06 20:59')),
      isQuietHour(seoul('2031-08-06 21:00')),
    ]).toEqual([false, true]);
  });
});

describe('a run that fails', () => {
  it('writes no reminder at all, and the next run writes them', async () => {
    const { member } = await booking('2031-09-10', '14:00', seoul('2031-09-01 12:00'));
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    try {
      await expect(sendDueReminders(t.app, seoul('2031-09-09 10:00'))).rejects.toThrow();
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    expect(await messagesTo(member.phoneNumber)).toEqual([]);
    expect((await sendDueReminders(t.app, seoul('2031-09-09 10:01'))).dayBefore).toBe(1);
  });
});

describe('the sandbox’s run-now (POST /sandbox/api/reminders/run)', () => {
  it('writes one reservation’s reminder once, and nothing for a visit that has begun', async () => {
    // The test app is in sandbox mode; a production-like one has no such route.
    const sandbox = t;
    const production = await createTestApp({ env: { SANDBOX_MODE: 'off' } });
    try {
      const member = await createMember(sandbox.db, { phoneNumber: '01055550001' });
      const program = await createProgram(sandbox.db);
      const run = (reserveEntryIdx: number) =>
        postJson(sandbox.app, '/sandbox/api/reminders/run', {
          reserveEntryIdx,
          kind: 'VISIT_REMINDER_SOON',
        });
      const ahead = await createProgramInstance(sandbox.db, program.programIdx, {
        execDate: '2031-10-01',
      });
      const entry = await createReserveEntry(sandbox.db, {
        userIdx: member.userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: ahead.programInstanceIdx,
      });
      expect((await run(entry.reserveEntryIdx)).body.data).toEqual({ written: 1 });
      expect((await run(entry.reserveEntryIdx)).body.data).toEqual({ written: 0 });
      const [message] = await sandbox.db
        .select()
        .from(messages)
        .where(eq(messages.phoneNumber, '01055550001'));
      expect(message?.kind).toBe('VISIT_REMINDER_SOON');
      expect(message?.buttons.map((button) => button.name)).toEqual(['갈게요', '못 가요']);

      const past = await createProgramInstance(sandbox.db, program.programIdx, {
        execDate: '2020-01-01',
      });
      const old = await createReserveEntry(sandbox.db, {
        userIdx: (await createMember(sandbox.db)).userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: past.programInstanceIdx,
      });
      expect((await run(old.reserveEntryIdx)).body.data).toEqual({ written: 0 });
      const outside = await postJson(production.app, '/sandbox/api/reminders/run', {
        reserveEntryIdx: entry.reserveEntryIdx,
        kind: 'VISIT_REMINDER_SOON',
      });
      expect(outside.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('timeLeft', () => {
  it.each([
    [180, '3시간'],
    [170, '2시간 50분'],
    [61, '1시간'],
    [42, '40분'],
    [1, '5분'],
  ])('%i minutes ahead reads %s', (minutes, words) => {
    const now = new Date('2031-01-01T00:00:00Z');
    expect(timeLeft(now, new Date(now.getTime() + minutes * 60_000))).toBe(words);
  });
});

/**
 * 예약 확정 at the booking (decisions 059 and 064): the committed entry is the outbox,
 * and the relay writes its confirmation with its send job once the bookings pause. A booking gets
 * one message to the member's phone; a retried booking none more; an application its 응모 완료;
 * a booking whose message cannot be written yet stays booked and gets it once it can; a booking
 * whose relay never ran (an instance stopped) is relayed by the sweep, and not while bookings
 * keep coming. A member's cancel writes one 취소 안내 with its reason, once,
 * or is not cancelled at all.
 */
import { addDays, seoulToday } from '@venue/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { messages, reserveEntries } from '../../../db/schema';
import { signLink } from '../../../lib/signed-links';
import { scheduledJobs } from '../../../scheduled-jobs';
import { visitWhen } from '../../messages/notify/notify';
import { messageRelay } from '../../messages/notify/relay';
import { MESSAGE_SEND_QUEUE } from '../../messages/outbox/outbox';
import { bookableProgram, insertBody, memberWithToken } from './reserve-entries.test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const book = (body: object, headers: Record<string, string>) =>
  postJson(t.app, '/api/reserveentry/insert', body, headers);

const messagesTo = (phoneNumber: string) =>
  t.db.select().from(messages).where(eq(messages.phoneNumber, phoneNumber));

/** The confirmations once the relay kicked by the booking has run. */
async function relayedTo(phoneNumber: string) {
  await messageRelay(t.app)?.settled();
  return messagesTo(phoneNumber);
}

async function sendJobs(): Promise<number[]> {
  const jobs = t.app.jobs
    ? await t.app.jobs.findJobs<{ messageIdx: number }>(MESSAGE_SEND_QUEUE, {})
    : [];
  return jobs.map((job) => job.data.messageIdx);
}

/** A booking as an instance that stopped before relaying its confirmation leaves it. */
async function bookedUnrelayed(phoneNumber: string) {
  const program = await bookableProgram(t);
  const { member, headers } = await memberWithToken(t, { phoneNumber });
  await messageRelay(t.app)?.settled();
  const booked = await book(insertBody(program, member.userIdx), headers);
  expect(booked.statusCode).toBe(200);
  await messageRelay(t.app)?.settled();
  await t.db.delete(messages).where(eq(messages.phoneNumber, phoneNumber));
  return booked;
}

describe('a reservation', () => {
  it('writes one 예약 확정 to the member’s phone with its job, and a retry writes none more', async () => {
    const program = await bookableProgram(t);
    const { member, headers } = await memberWithToken(t, { phoneNumber: '01077770001' });
    const body = insertBody(program, member.userIdx);
    const first = await book(body, headers);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect((await book(body, headers)).body.data).toBe(first.body.data);

    const [message, ...others] = await relayedTo('01077770001');
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      kind: 'RESERVATION_CONFIRMED',
      causeKey: `entry:${first.body.data}`,
      userIdx: member.userIdx,
      status: 'QUEUED',
    });
    expect(message?.text).toContain(
      `■ 일시: ${visitWhen(addDays(seoulToday(new Date()), 2), '14:00')}`,
    );
    expect(message?.buttons).toEqual([
      {
        name: '예약 확인',
        url: `${t.config.publicOrigin}/res-entry/detail/reservation/${first.body.data}`,
      },
      {
        name: '캘린더에 추가',
        url: `${t.config.publicOrigin}/api/calendar/${signLink(t.config.jwtSecret, 'calendar', first.body.data, null)}.ics`,
      },
    ]);
    expect(await sendJobs()).toContain(message?.messageIdx);
  });

  it('stays booked when its message cannot be written yet, and gets it once it can', async () => {
    const program = await bookableProgram(t);
    const { member, headers } = await memberWithToken(t, { phoneNumber: '01077770002' });
    await messageRelay(t.app)?.settled();
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    let booked: Awaited<ReturnType<typeof book>>;
    try {
      booked = await book(insertBody(program, member.userIdx), headers);
      expect(booked.statusCode).toBe(200);
      // The relay fails (and logs); nothing is half-written.
      expect(await relayedTo('01077770002')).toEqual([]);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    const [entry] = await t.db
      .select()
      .from(reserveEntries)
      .where(eq(reserveEntries.userIdx, member.userIdx));
    expect(entry?.status).toBe('CONFIRM');
    const [sweep] = scheduledJobs(t.app).filter((job) => job.name === 'messages.relay');
    await sweep?.run(new Date());
    const [message, ...others] = await messagesTo('01077770002');
    expect(others).toEqual([]);
    expect(message).toMatchObject({ causeKey: `entry:${booked.body.data}`, status: 'QUEUED' });
  });

  it('left unrelayed by a stopped instance is relayed by the sweep, once, with its job', async () => {
    const booked = await bookedUnrelayed('01077770005');
    const [sweep] = scheduledJobs(t.app).filter((job) => job.name === 'messages.relay');
    await sweep?.run(new Date());
    await sweep?.run(new Date());
    const [message, ...others] = await messagesTo('01077770005');
    expect(others).toEqual([]);
    expect(message).toMatchObject({ causeKey: `entry:${booked.body.data}` });
    expect(message?.text).toContain('예약이 확정되었어요');
    expect((await sendJobs()).filter((idx) => idx === message?.messageIdx).length).toBeGreaterThan(
      0,
    );
  });

  it('waits, swept too, while bookings keep coming, and is relayed once they pause', async () => {
    await bookedUnrelayed('01077770006');
    // A burst: a booking every 50 ms for 800 ms. On PGlite's one connection the sweep's
    // transaction would hold up the bookings, so it waits for them to pause.
    t.app.bookingActivity.mark();
    const burst = setInterval(() => t.app.bookingActivity.mark(), 50);
    const [sweep] = scheduledJobs(t.app).filter((job) => job.name === 'messages.relay');
    const swept = sweep?.run(new Date());
    try {
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(await messagesTo('01077770006')).toEqual([]);
    } finally {
      clearInterval(burst);
    }
    await swept;
    const [message, ...others] = await messagesTo('01077770006');
    expect(others).toEqual([]);
    expect(message?.text).toContain('예약이 확정되었어요');
  });
});

describe('an application', () => {
  it('writes one 응모 완료 with the announcement, not a 예약 확정', async () => {
    const announcement = new Date('2031-03-04T09:00:00Z');
    const program = await bookableProgram(t, {
      program: { programType: 'APPLICATION', winnerAnnouncementDate: announcement },
    });
    const { member, headers } = await memberWithToken(t, { phoneNumber: '01077770003' });
    const applied = await book(
      insertBody(program, member.userIdx, { programType: 'APPLICATION' }),
      headers,
    );
    expect(applied.statusCode, JSON.stringify(applied.body)).toBe(200);
    const [message, ...others] = await relayedTo('01077770003');
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      kind: 'APPLICATION_RECEIVED',
      causeKey: `entry:${applied.body.data}`,
    });
    // 18:00 in Seoul, on the announcement's Seoul day.
    expect(message?.text).toContain('■ 발표: 3월 4일 (화) 18:00');
    expect(message?.buttons).toEqual([
      {
        name: '응모 확인',
        url: `${t.config.publicOrigin}/res-entry/detail/application/${applied.body.data}`,
      },
    ]);
  });
});

describe('a member’s cancel', () => {
  const cancel = (reserveEntryIdx: number, headers: Record<string, string>) =>
    postJson(t.app, '/api/reserveentry/cancel', { reserveEntryIdx }, headers);

  it('writes one 취소 안내 with the member’s reason, and a repeated cancel writes none more', async () => {
    const program = await bookableProgram(t);
    const { member, headers } = await memberWithToken(t, { phoneNumber: '01077770011' });
    const booked = await book(insertBody(program, member.userIdx), headers);
    const reserveEntryIdx = booked.body.data as number;

    const first = await cancel(reserveEntryIdx, headers);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    const again = await cancel(reserveEntryIdx, headers);
    expect(again.body.message).toBe('이미 취소된 예약이에요.');

    const cancelled = (await messagesTo('01077770011')).filter(
      (message) => message.kind === 'ENTRY_CANCELLED',
    );
    expect(cancelled).toHaveLength(1);
    const [message] = cancelled;
    expect(message).toMatchObject({
      causeKey: `entry:${reserveEntryIdx}`,
      userIdx: member.userIdx,
      templateCode: 'VENUE_ENTRY_CANCELLED',
    });
    expect(message?.text).toContain('아래 예약이 취소되었어요.');
    expect(message?.text).toContain(`■ 프로그램: ${program.program.programName}`);
    expect(message?.text).toContain('■ 취소 사유: 회원님 요청으로 취소');
    expect(message?.buttons).toEqual([
      {
        name: '프로그램 보기',
        url: `${t.config.publicOrigin}/program/${program.program.programIdx}`,
      },
    ]);
    expect(await sendJobs()).toContain(message?.messageIdx);
  });

  it('is not cancelled when its message cannot be written: still booked, nothing sent', async () => {
    const program = await bookableProgram(t);
    const { member, headers } = await memberWithToken(t, { phoneNumber: '01077770012' });
    const booked = await book(insertBody(program, member.userIdx), headers);
    const reserveEntryIdx = booked.body.data as number;
    await messageRelay(t.app)?.settled();
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    try {
      const refused = await cancel(reserveEntryIdx, headers);
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    const [entry] = await t.db
      .select()
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
    expect(entry?.status).toBe('CONFIRM');
    const kinds = (await messagesTo('01077770012')).map((message) => message.kind);
    expect(kinds).toEqual(['RESERVATION_CONFIRMED']);
  });
});

describe('visitWhen', () => {
  it('says the day, its weekday and the start, or any open day without an instance', () => {
    expect(visitWhen('2026-12-01', '14:00:00')).toBe('12월 1일 (화) 14:00');
    expect(visitWhen(null, null)).toBe('운영 시간 중 언제든');
  });
});

/**
 * Seats stay exact when operators cancel while members book and cancel. Every
 * request goes through the real HTTP app at once (Promise.all over app.inject); on PostgreSQL
 * (TEST_DATABASE_URL, as CI runs them) they run on a pool of connections, so the entry's row lock
 * and the conditional status UPDATE are what keep the count right. After each race the instance's
 * reserved_count equals the seats of its live bookings.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { programInstances, reserveEntries } from '../../../db/schema';
import {
  bookableProgram,
  bulkMembersWithTokens,
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

/** reserved_count and the seats its live bookings hold: equal after every race. */
async function seatBook(programInstanceIdx: number) {
  const [instance] = await t.db
    .select({ reservedCount: programInstances.reservedCount })
    .from(programInstances)
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
  const [held] = await t.db
    .select({ seats: sql<number>`coalesce(sum(${reserveEntries.participantCnt}), 0)::int` })
    .from(reserveEntries)
    .where(
      and(
        eq(reserveEntries.programInstanceIdx, programInstanceIdx),
        inArray(reserveEntries.status, ['CONFIRM', 'APPLY', 'DONE', 'NOSHOW']),
      ),
    );
  return { reservedCount: instance?.reservedCount, heldSeats: held?.seats };
}

async function book(b: Awaited<ReturnType<typeof bookableProgram>>, count: number, tag: string) {
  const members = await bulkMembersWithTokens(t, count, tag);
  for (const m of members) {
    const response = await postJson(
      t.app,
      '/api/reserveentry/insert',
      insertBody(b, m.userIdx),
      m.headers,
    );
    expect(response.statusCode).toBe(200);
  }
  return t.db
    .select({ reserveEntryIdx: reserveEntries.reserveEntryIdx })
    .from(reserveEntries)
    .where(eq(reserveEntries.programInstanceIdx, b.instance.programInstanceIdx));
}

const cancelAs = (cookie: string, reserveEntryIdx: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/entries/status',
    headers: { cookie },
    payload: { reserveEntryIdx, action: 'CANCEL', reason: '동시 취소 시험' },
  });

describe('staff cancels under concurrency', () => {
  it('staff cancelling 5 bookings of a full instance while 40 members race for seats: exactly 5 get in, seats never above capacity', async () => {
    const b = await bookableProgram(t, { capacity: 10, questions: false });
    const booked = await book(b, 10, 'full');
    const racers = await bulkMembersWithTokens(t, 40, 'racers');

    const responses = await Promise.all([
      ...booked.slice(0, 5).map((e) => cancelAs(cookies.staff.cookie, e.reserveEntryIdx)),
      ...racers.map((m) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reserveentry/insert',
          headers: m.headers,
          payload: insertBody(b, m.userIdx),
        }),
      ),
    ]);
    const cancels = responses.slice(0, 5);
    const bookings = responses.slice(5);
    expect(cancels.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(bookings.filter((r) => r.statusCode >= 500)).toEqual([]);
    const won = bookings.filter((r) => r.statusCode === 200).length;
    // Cancels and bookings interleave: a booking before a cancel finds the instance full.
    expect(won).toBeLessThanOrEqual(5);
    const book1 = await seatBook(b.instance.programInstanceIdx);
    expect(book1.reservedCount).toBe(book1.heldSeats);
    expect(book1.reservedCount).toBe(5 + won);

    // Whatever is free now is taken by the next members, never more.
    const late = await bulkMembersWithTokens(t, 10, 'late');
    const after = await Promise.all(
      late.map((m) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reserveentry/insert',
          headers: m.headers,
          payload: insertBody(b, m.userIdx),
        }),
      ),
    );
    expect(after.filter((r) => r.statusCode === 200)).toHaveLength(5 - won);
    expect(await seatBook(b.instance.programInstanceIdx)).toEqual({
      reservedCount: 10,
      heldSeats: 10,
    });
  }, 120_000);

  it('two operators and the member cancelling the same booking at once free its seats once', async () => {
    const b = await bookableProgram(t, { capacity: 5, questions: false });
    const { member, headers } = await memberWithToken(t);
    const inserted = await postJson(
      t.app,
      '/api/reserveentry/insert',
      insertBody(b, member.userIdx, { participantCnt: 2 }),
      headers,
    );
    expect(inserted.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(reserveEntries)
      .where(eq(reserveEntries.userIdx, member.userIdx));
    if (!entry) throw new Error('no entry');

    const responses = await Promise.all([
      cancelAs(cookies.staff.cookie, entry.reserveEntryIdx),
      cancelAs(cookies.admin.cookie, entry.reserveEntryIdx),
      t.app.inject({
        method: 'POST',
        url: '/api/reserveentry/cancel',
        headers,
        payload: { reserveEntryIdx: entry.reserveEntryIdx },
      }),
    ]);
    const [staffA, staffB, own] = responses;
    const staffOk = [staffA, staffB].filter((r) => r?.statusCode === 200).length;
    // The member's cancel answers 200 either way (idempotent: "이미 취소된 예약이에요." after staff).
    expect(own?.statusCode).toBe(200);
    expect(staffOk).toBeLessThanOrEqual(1);
    for (const r of [staffA, staffB]) {
      if (r?.statusCode !== 200) expect(r?.json().errorCode).toBe('ENTRY_STATUS_CONFLICT');
    }
    expect(await seatBook(b.instance.programInstanceIdx)).toEqual({
      reservedCount: 0,
      heldSeats: 0,
    });
  });

  it('20 operators cancelling 10 bookings (each twice) at once: 10 cancels, 10 refusals, every seat back once', async () => {
    const b = await bookableProgram(t, { capacity: 10, questions: false });
    const booked = await book(b, 10, 'twice');
    const responses = await Promise.all(
      booked.flatMap((e) => [
        cancelAs(cookies.staff.cookie, e.reserveEntryIdx),
        cancelAs(cookies.editor.cookie, e.reserveEntryIdx),
      ]),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(10).fill(200), ...Array(10).fill(409)]);
    expect(await seatBook(b.instance.programInstanceIdx)).toEqual({
      reservedCount: 0,
      heldSeats: 0,
    });
  }, 60_000);
});

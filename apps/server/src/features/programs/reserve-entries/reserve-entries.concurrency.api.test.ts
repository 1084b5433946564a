/**
 * Performance and reliability: many members racing for one instance, and one member's
 * client retrying a booking many times at once. Every request goes through the real HTTP app at
 * the same time (Promise.all over app.inject); on PostgreSQL (CI) they run on a pool of
 * connections, so the row lock of the seat UPDATE is what keeps the count right.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { programInstances, reserveEntries, seatHolds } from '../../../db/schema';
import { operatorCookies } from '../ops-entries/ops-entries.test-fixtures';
import {
  bookableProgram,
  bulkMembersWithTokens,
  insertBody,
  memberWithToken,
} from './reserve-entries.test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/reserveentry/insert under concurrency', () => {
  it('1,000 members racing for a 50-seat instance: exactly 50 booked, 950 clean "full" answers, no 5xx', async () => {
    const b = await bookableProgram(t, { capacity: 50, questions: false });
    const members = await bulkMembersWithTokens(t, 1000, 'race');

    const responses = await Promise.all(
      members.map((m) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reserveentry/insert',
          headers: m.headers,
          payload: insertBody(b, m.userIdx),
        }),
      ),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    const refused = responses.filter((r) => r.statusCode !== 200).map((r) => r.json());
    expect(refused).toHaveLength(950);
    expect(
      new Set(refused.map((body) => `${body.resultCode} ${body.errorCode} ${body.message}`)),
    ).toEqual(
      new Set(['409 CAPACITY_FULL 선택하신 회차의 정원이 모두 찼어요. 다른 회차를 선택해 주세요.']),
    );
    const [instance] = await t.db
      .select({ reservedCount: programInstances.reservedCount })
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, b.instance.programInstanceIdx));
    expect(instance?.reservedCount).toBe(50);
    const entries = await t.db
      .select({ userIdx: reserveEntries.userIdx })
      .from(reserveEntries)
      .where(eq(reserveEntries.programIdx, b.program.programIdx));
    expect(entries).toHaveLength(50);
    expect(new Set(entries.map((e) => e.userIdx)).size).toBe(50);
  }, 120_000);

  it('20 parallel retries of one reserveEntryId make exactly one entry, and all 20 answers agree', async () => {
    const b = await bookableProgram(t, { capacity: 50 });
    const { member, headers } = await memberWithToken(t);
    const body = insertBody(b, member.userIdx);

    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/reserveentry/insert', headers, payload: body }),
      ),
    );

    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(responses.map((r) => r.json().data));
    expect(ids.size).toBe(1);
    const entries = await t.db
      .select()
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryId, body.reserveEntryId));
    expect(entries.map((e) => e.reserveEntryIdx)).toEqual([...ids]);
    const [instance] = await t.db
      .select({ reservedCount: programInstances.reservedCount })
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, b.instance.programInstanceIdx));
    expect(instance?.reservedCount).toBe(1);
  }, 60_000);

  it('one member double-tapping with two different ids gets one entry and one 이미 예약·응모 완료 되었습니다.', async () => {
    const b = await bookableProgram(t, { capacity: 50, questions: false });
    const { member, headers } = await memberWithToken(t);

    const responses = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/reserveentry/insert',
          headers,
          payload: insertBody(b, member.userIdx),
        }),
      ),
    );

    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409)?.json();
    expect(refused).toMatchObject({
      errorCode: 'ALREADY_ENTERED',
      message: '이미 예약·응모 완료 되었습니다.',
    });
    const [instance] = await t.db
      .select({ reservedCount: programInstances.reservedCount })
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, b.instance.programInstanceIdx));
    expect(instance?.reservedCount).toBe(1);
  });

  it('a burst of mixed party sizes fills an instance exactly: no booking refused while its seats were free', async () => {
    // One batch (booking-queue.ts) hands seats out in order; a 3-seat party that does not fit
    // must not cost the 1-seat parties behind it their seats (they are re-checked alone).
    const b = await bookableProgram(t, {
      capacity: 7,
      questions: false,
      program: { maxPersonCount: 3 },
    });
    const members = await bulkMembersWithTokens(t, 12, 'mixed');
    // In arrival order: after 3 + 3, a third 3 does not fit, and the 1 behind it must still get
    // the last seat.
    const sizes = [3, 3, 3, 1, 3, 1, 3, 3, 1, 3, 3, 1];

    const responses = await Promise.all(
      members.map((m, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reserveentry/insert',
          headers: m.headers,
          payload: insertBody(b, m.userIdx, { participantCnt: sizes[index] }),
        }),
      ),
    );

    expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
    const booked = sizes.filter((_, index) => responses[index]?.statusCode === 200);
    const refused = sizes.filter((_, index) => responses[index]?.statusCode === 409);
    expect(booked.length + refused.length).toBe(12);
    const taken = booked.reduce((sum, n) => sum + n, 0);
    const [instance] = await t.db
      .select({ reservedCount: programInstances.reservedCount })
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, b.instance.programInstanceIdx));
    expect(instance?.reservedCount).toBe(taken);
    expect(taken).toBeLessThanOrEqual(7);
    // Every refusal was deserved: what is left is smaller than any refused party.
    for (const size of refused) expect(7 - taken).toBeLessThan(size);
    // With four 1-seat parties, whatever the order, the instance ends exactly full.
    expect(taken).toBe(7);
  });

  it('staff bookings and holds racing visitors for a 30-seat session never oversell it', async () => {
    // Decision 069: the staff calls take seats by the same conditional UPDATE.
    const b = await bookableProgram(t, { capacity: 30, questions: false });
    const { staff, editor } = await operatorCookies(t);
    const visitors = await bulkMembersWithTokens(t, 60, 'race-visitors');
    const booked = await bulkMembersWithTokens(t, 12, 'race-staff');
    const staffPost = (url: string, cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

    const calls = [
      ...visitors.map((m) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reserveentry/insert',
          headers: m.headers,
          payload: insertBody(b, m.userIdx, { participantCnt: 1 }),
        }),
      ),
      ...booked.map((m) =>
        staffPost('/api/staff/entries/create', staff.cookie, {
          programInstanceIdx: b.instance.programInstanceIdx,
          personCount: 2,
          userIdx: m.userIdx,
        }),
      ),
      ...[1, 2, 3, 4].map((n) =>
        staffPost('/api/staff/holds/create', editor.cookie, {
          programInstanceIdx: b.instance.programInstanceIdx,
          seats: 2,
          label: `단체 ${n}`,
        }),
      ),
    ];
    // Interleave them so staff and visitors arrive together.
    const responses = await Promise.all(calls.sort(() => 0.5 - Math.random()));
    expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(
      new Set(responses.filter((r) => r.statusCode !== 200).map((r) => r.json().errorCode)),
    ).toEqual(new Set(['CAPACITY_FULL']));

    const [instance] = await t.db
      .select({ reserved: programInstances.reservedCount, held: programInstances.heldCount })
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, b.instance.programInstanceIdx));
    const entries = await t.db
      .select({ participantCnt: reserveEntries.participantCnt })
      .from(reserveEntries)
      .where(eq(reserveEntries.programIdx, b.program.programIdx));
    const holds = await t.db
      .select({ seats: seatHolds.seats })
      .from(seatHolds)
      .where(eq(seatHolds.programInstanceIdx, b.instance.programInstanceIdx));
    const bookedSeats = entries.reduce((sum, e) => sum + e.participantCnt, 0);
    const heldSeats = holds.reduce((sum, h) => sum + h.seats, 0);
    expect(instance).toEqual({ reserved: bookedSeats, held: heldSeats });
    // Sixty 1-seat visitors outnumber the seats: some were refused, so the session ended full.
    expect(bookedSeats + heldSeats).toBe(30);
  }, 120_000);
});

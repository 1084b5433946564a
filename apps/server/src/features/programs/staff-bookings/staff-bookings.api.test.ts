/**
 * Bookings made by staff (decision 069), through the HTTP app: a booking for a
 * member or a walk-in, a move, a new party size and seats held for a group. Each respects the
 * session's capacity as a visitor's booking does, is audited, sends the member's messages and
 * tells the waiting list when seats come free. With a `requestKey` each is done once: a retry or
 * two at once answer the first answer, another body is refused, a refused write leaves no key.
 */
import { randomUUID } from 'node:crypto';
import { addDays, seoulToday } from '@venue/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import {
  auditLog,
  checkIns,
  idempotencyKeys,
  messages,
  programInstances,
  reserveEntries,
  seatHolds,
  users,
  webhookDeliveries,
} from '../../../db/schema';
import { operatorCookies, runningNow } from '../ops-entries/ops-entries.test-fixtures';
import { reconcileHeld } from '../waitlist/waitlist.repository';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof operatorCookies>>;
let freed = 0;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await operatorCookies(t);
  t.app.seatsFreed.listen(() => {
    freed += 1;
  });
});
afterAll(() => t.close());

const asStaff = (path: string, body: object) =>
  postJson(t.app, path, body, { cookie: cookies.staff.cookie });
const asEditor = (path: string, body: object) =>
  postJson(t.app, path, body, { cookie: cookies.editor.cookie });

const inTwoDays = () => addDays(seoulToday(new Date()), 2);

/** A reservation program with two sessions the day after tomorrow (14:00 and 16:00). */
async function program(capacity = 4, maxPersonCount = 4) {
  const p = await createProgram(t.db, { maxPersonCount });
  const first = await createProgramInstance(t.db, p.programIdx, {
    execDate: inTwoDays(),
    startTime: '14:00',
    endTime: '15:00',
    capacity,
  });
  const second = await createProgramInstance(t.db, p.programIdx, {
    execDate: inTwoDays(),
    startTime: '16:00',
    endTime: '17:00',
    capacity,
  });
  return { program: p, first, second };
}

async function seats(programInstanceIdx: number) {
  const [row] = await t.db
    .select({ reserved: programInstances.reservedCount, held: programInstances.heldCount })
    .from(programInstances)
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
  return row;
}

const kindsTo = async (phoneNumber: string) =>
  (await t.db.select().from(messages).where(eq(messages.phoneNumber, phoneNumber)))
    .map((m) => `${m.kind} ${m.causeKey}`)
    .sort();

const auditOf = (action: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

describe('POST /api/staff/entries/create', () => {
  it('a STAFF books a member: seats taken, 예약 확정 sent, audited', async () => {
    const { first } = await program();
    const member = await createMember(t.db, { phoneNumber: '01055510001' });
    const response = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 3,
      userIdx: member.userIdx,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({ status: 'CONFIRM', walkInYn: 'N', seatsLeft: 1 });
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 3, held: 0 });
    expect(await kindsTo('01055510001')).toEqual([
      `RESERVATION_CONFIRMED entry:${data.reserveEntryIdx}`,
    ]);
    const [audit] = await auditOf('entry.staff-create', data.reserveEntryIdx);
    expect(audit?.operatorLoginId).toBe(cookies.staff.operator.loginId);
  });

  it('a walk-in is booked and checked in at once, gets no message and is no member', async () => {
    const p = await createProgram(t.db, { maxPersonCount: 4 });
    const today = await createProgramInstance(t.db, p.programIdx, {
      execDate: seoulToday(new Date()),
      ...runningNow(),
      capacity: 5,
    });
    const response = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: today.programInstanceIdx,
      personCount: 2,
      walkIn: { name: '현장손님', phoneNumber: '01055510002' },
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ status: 'DONE', walkInYn: 'Y', seatsLeft: 3 });
    const [entry] = await t.db
      .select({ userIdx: reserveEntries.userIdx, status: reserveEntries.status })
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryIdx, response.body.data.reserveEntryIdx));
    const [user] = await t.db
      .select({ status: users.status, name: users.name })
      .from(users)
      .where(eq(users.userIdx, entry?.userIdx ?? 0));
    expect(user).toEqual({ status: 'WALK_IN', name: '현장손님' });
    const checkIn = await t.db
      .select({ placeKey: checkIns.placeKey, method: checkIns.method })
      .from(checkIns)
      .where(eq(checkIns.userIdx, entry?.userIdx ?? 0));
    expect(checkIn).toEqual([{ placeKey: `P:${p.programIdx}`, method: 'NAME' }]);
    expect(await kindsTo('01055510002')).toEqual([]);
    // Not found by the member search, and the roster shows them checked in.
    const search = await postJson(
      t.app,
      '/api/staff/members/search',
      { query: '현장손님' },
      { cookie: cookies.admin.cookie },
    );
    expect(search.body.data.totalCount).toBe(0);
    const roster = await postJson(
      t.app,
      '/api/staff/instances/roster',
      { programIdx: p.programIdx, execDate: seoulToday(new Date()) },
      { cookie: cookies.admin.cookie },
    );
    expect(roster.body.data.entries).toMatchObject([
      { name: '현장손님', status: 'DONE', participantCnt: 2 },
    ]);
    expect(roster.body.data.entries[0].checkedInAt).not.toBeNull();
    expect(await auditOf('entry.walk-in', response.body.data.reserveEntryIdx)).toHaveLength(1);
  });

  it('a walk-in only on a session of today', async () => {
    const { first } = await program();
    const response = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 1,
      walkIn: { name: '내일손님', phoneNumber: '01055510003' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.body.errorCode).toBe('WALK_IN_NOT_TODAY');
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 0, held: 0 });
  });

  it('refuses what does not fit with the seats left, and a member already booked', async () => {
    const { program: p, first } = await program(4);
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    expect(
      (
        await asStaff('/api/staff/entries/create', {
          programInstanceIdx: first.programInstanceIdx,
          personCount: 3,
          userIdx: a.userIdx,
        })
      ).statusCode,
    ).toBe(200);
    const full = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 2,
      userIdx: b.userIdx,
    });
    expect(full.statusCode).toBe(409);
    expect(full.body).toMatchObject({
      errorCode: 'CAPACITY_FULL',
      message: '14:00–15:00 회차에 남은 자리가 1석이라 2명을 예약할 수 없어요.',
    });
    const again = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 1,
      userIdx: a.userIdx,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('ALREADY_ENTERED');
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 3, held: 0 });
    const entries = await t.db
      .select()
      .from(reserveEntries)
      .where(eq(reserveEntries.programIdx, p.programIdx));
    expect(entries).toHaveLength(1);
  });

  it('takes a member or a walk-in, never both or neither', async () => {
    const { first } = await program();
    const member = await createMember(t.db);
    for (const body of [
      { userIdx: member.userIdx, walkIn: { name: '둘다', phoneNumber: '01055510004' } },
      {},
    ]) {
      const response = await asStaff('/api/staff/entries/create', {
        programInstanceIdx: first.programInstanceIdx,
        personCount: 1,
        ...body,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('POST /api/staff/entries/move', () => {
  it('moves a booking to another session: the old is cancelled, the new booked, both messaged', async () => {
    const { first, second } = await program(4);
    const member = await createMember(t.db, { phoneNumber: '01055510011' });
    const made = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 2,
      userIdx: member.userIdx,
    });
    const oldIdx = made.body.data.reserveEntryIdx as number;
    const before = freed;
    const moved = await asStaff('/api/staff/entries/move', {
      reserveEntryIdx: oldIdx,
      programInstanceIdx: second.programInstanceIdx,
    });
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    const newIdx = moved.body.data.reserveEntryIdx as number;
    expect(moved.body.data).toMatchObject({
      previousReserveEntryIdx: oldIdx,
      execTime: '16:00–17:00',
    });
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 0, held: 0 });
    expect(await seats(second.programInstanceIdx)).toEqual({ reserved: 2, held: 0 });
    const [old] = await t.db
      .select({ status: reserveEntries.status, reason: reserveEntries.cancelReason })
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryIdx, oldIdx));
    expect(old?.status).toBe('CANCEL');
    expect(old?.reason).toMatch(/^다른 회차로 변경 \(.* 14:00 → .* 16:00\)$/);
    expect(await kindsTo('01055510011')).toEqual(
      [
        `ENTRY_CANCELLED entry:${oldIdx}`,
        `RESERVATION_CONFIRMED entry:${newIdx}`,
        `RESERVATION_CONFIRMED entry:${oldIdx}`,
      ].sort(),
    );
    expect(freed).toBeGreaterThan(before);
    expect(await auditOf('entry.move', oldIdx)).toHaveLength(1);
  });

  it('refuses a move that would overbook, and changes nothing', async () => {
    const { first, second } = await program(4);
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const mine = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 3,
      userIdx: a.userIdx,
    });
    await asStaff('/api/staff/entries/create', {
      programInstanceIdx: second.programInstanceIdx,
      personCount: 2,
      userIdx: b.userIdx,
    });
    const refused = await asStaff('/api/staff/entries/move', {
      reserveEntryIdx: mine.body.data.reserveEntryIdx,
      programInstanceIdx: second.programInstanceIdx,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('CAPACITY_FULL');
    expect(refused.body.message).toContain('남은 자리가 2석이라 3명 예약을 옮길 수 없어요.');
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 3, held: 0 });
    expect(await seats(second.programInstanceIdx)).toEqual({ reserved: 2, held: 0 });
    const [entry] = await t.db
      .select({ status: reserveEntries.status })
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryIdx, mine.body.data.reserveEntryIdx));
    expect(entry?.status).toBe('CONFIRM');
  });

  it('only to a session of the same program, and only a booked reservation', async () => {
    const { first } = await program();
    const other = await program();
    const member = await createMember(t.db);
    const made = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 1,
      userIdx: member.userIdx,
    });
    const elsewhere = await asStaff('/api/staff/entries/move', {
      reserveEntryIdx: made.body.data.reserveEntryIdx,
      programInstanceIdx: other.first.programInstanceIdx,
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.body.message).toBe('같은 프로그램의 다른 회차로만 옮길 수 있어요.');
    const cancelled = await createReserveEntry(t.db, {
      userIdx: (await createMember(t.db)).userIdx,
      programIdx: other.program.programIdx,
      programInstanceIdx: other.first.programInstanceIdx,
      status: 'CANCEL',
    });
    const notBooked = await asStaff('/api/staff/entries/move', {
      reserveEntryIdx: cancelled.reserveEntryIdx,
      programInstanceIdx: other.second.programInstanceIdx,
    });
    expect(notBooked.statusCode).toBe(409);
    expect(notBooked.body.errorCode).toBe('ENTRY_STATUS_CONFLICT');
  });
});

describe('POST /api/staff/entries/party-size', () => {
  it('a bigger party takes seats while they fit; a smaller one frees them for the waiting list', async () => {
    const { first } = await program(5, 5);
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const mine = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 2,
      userIdx: a.userIdx,
    });
    await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 2,
      userIdx: b.userIdx,
    });
    const idx = mine.body.data.reserveEntryIdx as number;
    const bigger = await asStaff('/api/staff/entries/party-size', {
      reserveEntryIdx: idx,
      personCount: 3,
    });
    expect(bigger.statusCode, JSON.stringify(bigger.body)).toBe(200);
    expect(bigger.body.data).toEqual({ reserveEntryIdx: idx, participantCnt: 3, freedSeats: -1 });
    const tooBig = await asStaff('/api/staff/entries/party-size', {
      reserveEntryIdx: idx,
      personCount: 4,
    });
    expect(tooBig.statusCode).toBe(409);
    expect(tooBig.body).toMatchObject({
      errorCode: 'CAPACITY_FULL',
      message: '14:00–15:00 회차에 남은 자리가 0석이라 4명으로 늘릴 수 없어요. (1석 더 필요)',
    });
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 5, held: 0 });
    const before = freed;
    const smaller = await asStaff('/api/staff/entries/party-size', {
      reserveEntryIdx: idx,
      personCount: 1,
    });
    expect(smaller.body.data.freedSeats).toBe(2);
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 3, held: 0 });
    expect(freed).toBeGreaterThan(before);
    expect(await auditOf('entry.party-size', idx)).toHaveLength(2);
  });
});

describe('seat holds', () => {
  it('an EDITOR holds seats that no booking can take, and releases them once', async () => {
    const { first } = await program(4);
    const forbidden = await asStaff('/api/staff/holds/create', {
      programInstanceIdx: first.programInstanceIdx,
      seats: 3,
      label: '성수중학교 2학년 3반',
    });
    expect(forbidden.statusCode).toBe(403);
    const held = await asEditor('/api/staff/holds/create', {
      programInstanceIdx: first.programInstanceIdx,
      seats: 3,
      label: '성수중학교 2학년 3반',
    });
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data).toMatchObject({ seats: 3, label: '성수중학교 2학년 3반' });
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 0, held: 3 });

    const tooMany = await asEditor('/api/staff/holds/create', {
      programInstanceIdx: first.programInstanceIdx,
      seats: 2,
      label: '다른 단체',
    });
    expect(tooMany.body.errorCode).toBe('CAPACITY_FULL');
    const booking = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 2,
      userIdx: (await createMember(t.db)).userIdx,
    });
    expect(booking.body.errorCode).toBe('CAPACITY_FULL');

    // The waiting list's reconciliation keeps staff holds (it recounts held seats).
    await reconcileHeld(t.db);
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 0, held: 3 });

    const list = await asStaff('/api/staff/holds/list', {
      programInstanceIdx: first.programInstanceIdx,
    });
    expect(list.body.data).toMatchObject({
      capacity: 4,
      reservedCount: 0,
      heldCount: 3,
      holds: [
        { seats: 3, label: '성수중학교 2학년 3반', createdBy: cookies.editor.operator.loginId },
      ],
    });

    const before = freed;
    const holdIdx = held.body.data.holdIdx as number;
    const released = await asEditor('/api/staff/holds/release', { holdIdx });
    expect(released.body.data).toEqual({ holdIdx, freedSeats: 3 });
    expect(freed).toBeGreaterThan(before);
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 0, held: 0 });
    const again = await asEditor('/api/staff/holds/release', { holdIdx });
    expect(again.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('HOLD_RELEASED');
    const [row] = await t.db.select().from(seatHolds).where(eq(seatHolds.holdIdx, holdIdx));
    expect(row?.releasedBy).toBe(cookies.editor.operator.operatorIdx);
    expect(await auditOf('hold.create', holdIdx)).toHaveLength(1);
    expect(await auditOf('hold.release', holdIdx)).toHaveLength(1);
  });

  it('two EDITORs holding the last seats at once: one gets them', async () => {
    const { first } = await program(4);
    const responses = await Promise.all(
      [1, 2].map((n) =>
        asEditor('/api/staff/holds/create', {
          programInstanceIdx: first.programInstanceIdx,
          seats: 3,
          label: `단체 ${n}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 0, held: 3 });
  });
});

describe('webhooks of staff bookings', () => {
  it('a booking tells entry.created, a walk-in entry.checked_in too, a move entry.cancelled and entry.created', async () => {
    const saved = await postJson(
      t.app,
      '/api/staff/webhooks/save',
      {
        url: 'http://127.0.0.1:9/staff-bookings',
        events: ['entry.created', 'entry.cancelled', 'entry.checked_in'],
        description: '직원 예약',
      },
      { cookie: cookies.admin.cookie },
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const webhookIdx = saved.body.data.webhook.webhookIdx as number;
    const events = async () =>
      (
        await t.db
          .select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.webhookIdx, webhookIdx))
      ).map((d) => ({ type: d.type, data: (d.payload as { data: Record<string, unknown> }).data }));

    const { first, second } = await program();
    const member = await createMember(t.db);
    const made = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 1,
      userIdx: member.userIdx,
    });
    const oldIdx = made.body.data.reserveEntryIdx as number;
    const moved = await asStaff('/api/staff/entries/move', {
      reserveEntryIdx: oldIdx,
      programInstanceIdx: second.programInstanceIdx,
    });
    const newIdx = moved.body.data.reserveEntryIdx as number;
    const p = await createProgram(t.db, { maxPersonCount: 4 });
    const today = await createProgramInstance(t.db, p.programIdx, {
      execDate: seoulToday(new Date()),
      ...runningNow(),
      capacity: 5,
    });
    const walkIn = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: today.programInstanceIdx,
      personCount: 1,
      walkIn: { name: '웹훅손님', phoneNumber: '01055510031' },
    });
    const walkInIdx = walkIn.body.data.reserveEntryIdx as number;

    expect(await events()).toEqual(
      expect.arrayContaining([
        {
          type: 'entry.created',
          data: expect.objectContaining({ reserveEntryIdx: oldIdx, by: 'STAFF' }),
        },
        {
          type: 'entry.cancelled',
          data: expect.objectContaining({
            reserveEntryIdx: oldIdx,
            cause: 'STAFF_MOVE',
            movedToReserveEntryIdx: newIdx,
          }),
        },
        {
          type: 'entry.created',
          data: expect.objectContaining({
            reserveEntryIdx: newIdx,
            movedFromReserveEntryIdx: oldIdx,
          }),
        },
        {
          type: 'entry.created',
          data: expect.objectContaining({ reserveEntryIdx: walkInIdx, walkIn: true }),
        },
        { type: 'entry.checked_in', data: expect.objectContaining({ reserveEntryIdx: walkInIdx }) },
      ]),
    );
    expect(await events()).toHaveLength(5);
    expect(JSON.stringify(await events())).not.toContain('웹훅손님');
  });
});

// ── Done once per requestKey (lib/idempotency.ts, decision 071) ─────────────

/** A program (at most 4 a booking) with a session running today and two the day after tomorrow. */
async function withSessionToday(capacity = 4) {
  const made = await program(capacity);
  const today = await createProgramInstance(t.db, made.program.programIdx, {
    execDate: seoulToday(new Date()),
    ...runningNow(),
    capacity,
  });
  return { ...made, today };
}

const entriesOf = (programIdx: number) =>
  t.db
    .select({ idx: reserveEntries.reserveEntryIdx, status: reserveEntries.status })
    .from(reserveEntries)
    .where(eq(reserveEntries.programIdx, programIdx));

const deliveriesOf = (webhookIdx: number, reserveEntryIdx: number) =>
  t.db
    .select({ type: webhookDeliveries.eventType })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookIdx, webhookIdx),
        sql`${webhookDeliveries.payload}->'data'->>'reserveEntryIdx' = ${String(reserveEntryIdx)}`,
      ),
    );

const keysOf = (requestKey: string) =>
  t.db
    .select({ key: idempotencyKeys.key, call: idempotencyKeys.call })
    .from(idempotencyKeys)
    .where(like(idempotencyKeys.key, `%:${requestKey}`));

describe('a staff write with a requestKey', () => {
  it('a walk-in retried with its key is booked once: one entry, walk-in, check-in, audit row and webhook each', async () => {
    const hook = await postJson(
      t.app,
      '/api/staff/webhooks/save',
      { url: 'http://127.0.0.1:9/request-keys', events: ['entry.created', 'entry.checked_in'] },
      { cookie: cookies.admin.cookie },
    );
    const webhookIdx = hook.body.data.webhook.webhookIdx as number;
    const { program: p, today } = await withSessionToday();
    const body = {
      programInstanceIdx: today.programInstanceIdx,
      personCount: 2,
      walkIn: { name: '다시보낸손님', phoneNumber: '01055520001' },
      requestKey: randomUUID(),
    };
    const first = await asStaff('/api/staff/entries/create', body);
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    const again = await asStaff('/api/staff/entries/create', body);
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);

    const idx = first.body.data.reserveEntryIdx as number;
    expect(await entriesOf(p.programIdx)).toEqual([{ idx, status: 'DONE' }]);
    expect(await seats(today.programInstanceIdx)).toEqual({ reserved: 2, held: 0 });
    const walkIns = await t.db
      .select({ userIdx: users.userIdx })
      .from(users)
      .where(eq(users.name, '다시보낸손님'));
    expect(walkIns).toHaveLength(1);
    const visits = await t.db
      .select()
      .from(checkIns)
      .where(eq(checkIns.userIdx, walkIns[0]?.userIdx ?? 0));
    expect(visits).toHaveLength(1);
    expect(await auditOf('entry.walk-in', idx)).toHaveLength(1);
    expect((await deliveriesOf(webhookIdx, idx)).map((d) => d.type).sort()).toEqual([
      'entry.checked_in',
      'entry.created',
    ]);
    expect(await keysOf(body.requestKey)).toEqual([
      {
        key: `${cookies.staff.operator.operatorIdx}:staffEntryCreate:${body.requestKey}`,
        call: 'staffEntryCreate',
      },
    ]);
  });

  it('a member booking retried after the session filled up still answers its first answer, and 예약 확정 goes once', async () => {
    const { first } = await program(2);
    const member = await createMember(t.db, { phoneNumber: '01055520002' });
    const body = {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 1,
      userIdx: member.userIdx,
      requestKey: randomUUID(),
    };
    const made = await asStaff('/api/staff/entries/create', body);
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    // Someone else takes the last seat: the retry's own checks would now refuse it.
    await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 1,
      userIdx: (await createMember(t.db)).userIdx,
    });
    const again = await asStaff('/api/staff/entries/create', body);
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual(made.body.data);
    const sent = await t.db
      .select({ kind: messages.kind })
      .from(messages)
      .where(eq(messages.phoneNumber, '01055520002'));
    expect(sent).toEqual([{ kind: 'RESERVATION_CONFIRMED' }]);
  });

  it('two of the same walk-in at once write once and both get the one answer', async () => {
    const { program: p, today } = await withSessionToday();
    const body = {
      programInstanceIdx: today.programInstanceIdx,
      personCount: 1,
      walkIn: { name: '동시손님', phoneNumber: '01055520003' },
      requestKey: randomUUID(),
    };
    const answers = await Promise.all([
      asStaff('/api/staff/entries/create', body),
      asStaff('/api/staff/entries/create', body),
      asStaff('/api/staff/entries/create', body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const idxs = new Set(answers.map((a) => a.body.data.reserveEntryIdx));
    expect(idxs.size).toBe(1);
    expect(await entriesOf(p.programIdx)).toHaveLength(1);
    expect(await seats(today.programInstanceIdx)).toEqual({ reserved: 1, held: 0 });
    const walkIns = await t.db.select().from(users).where(eq(users.name, '동시손님'));
    expect(walkIns).toHaveLength(1);
    expect(await auditOf('entry.walk-in', [...idxs][0] as number)).toHaveLength(1);
  });

  it('the same key with another body is 409 IDEMPOTENCY_KEY_REUSED and writes nothing', async () => {
    const { program: p, today } = await withSessionToday();
    const requestKey = randomUUID();
    const made = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: today.programInstanceIdx,
      personCount: 1,
      walkIn: { name: '첫손님', phoneNumber: '01055520004' },
      requestKey,
    });
    expect(made.statusCode).toBe(200);
    const other = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: today.programInstanceIdx,
      personCount: 2,
      walkIn: { name: '첫손님', phoneNumber: '01055520004' },
      requestKey,
    });
    expect(other.statusCode).toBe(409);
    expect(other.body).toMatchObject({
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
      message: '이미 처리한 요청과 내용이 달라요. 창을 닫았다가 다시 열어 처음부터 입력해 주세요.',
    });
    expect(await entriesOf(p.programIdx)).toHaveLength(1);
    expect(await seats(today.programInstanceIdx)).toEqual({ reserved: 1, held: 0 });
  });

  it('a key is the operator’s own: another operator’s same key is another action', async () => {
    const { program: p, first } = await program();
    const requestKey = randomUUID();
    for (const cookie of [cookies.staff.cookie, cookies.editor.cookie]) {
      const made = await postJson(
        t.app,
        '/api/staff/entries/create',
        {
          programInstanceIdx: first.programInstanceIdx,
          personCount: 1,
          userIdx: (await createMember(t.db)).userIdx,
          requestKey,
        },
        { cookie },
      );
      expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    }
    expect(await entriesOf(p.programIdx)).toHaveLength(2);
  });

  it('a refused write leaves no key: the same request once seats are free books', async () => {
    const { program: p, first } = await program(1);
    const blocker = await asEditor('/api/staff/holds/create', {
      programInstanceIdx: first.programInstanceIdx,
      seats: 1,
      label: '단체',
    });
    const body = {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 1,
      userIdx: (await createMember(t.db)).userIdx,
      requestKey: randomUUID(),
    };
    const refused = await asStaff('/api/staff/entries/create', body);
    expect(refused.body.errorCode).toBe('CAPACITY_FULL');
    expect(await keysOf(body.requestKey)).toEqual([]);
    await asEditor('/api/staff/holds/release', { holdIdx: blocker.body.data.holdIdx });
    const booked = await asStaff('/api/staff/entries/create', body);
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);
    expect(await entriesOf(p.programIdx)).toHaveLength(1);
  });

  it('a move, a party size and a hold retried with their keys change once', async () => {
    const { first, second } = await program(4);
    const made = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 2,
      userIdx: (await createMember(t.db)).userIdx,
    });
    const oldIdx = made.body.data.reserveEntryIdx as number;

    const move = { reserveEntryIdx: oldIdx, programInstanceIdx: second.programInstanceIdx };
    const moveKey = randomUUID();
    const moved = await Promise.all([
      asStaff('/api/staff/entries/move', { ...move, requestKey: moveKey }),
      asStaff('/api/staff/entries/move', { ...move, requestKey: moveKey }),
    ]);
    expect(moved.map((m) => m.statusCode)).toEqual([200, 200]);
    expect(moved[1]?.body).toEqual(moved[0]?.body);
    const newIdx = moved[0]?.body.data.reserveEntryIdx as number;
    expect(await auditOf('entry.move', oldIdx)).toHaveLength(1);
    expect(await seats(second.programInstanceIdx)).toEqual({ reserved: 2, held: 0 });

    const size = { reserveEntryIdx: newIdx, personCount: 3, requestKey: randomUUID() };
    const resized = await asStaff('/api/staff/entries/party-size', size);
    const resizedAgain = await asStaff('/api/staff/entries/party-size', size);
    expect(resizedAgain.body).toEqual(resized.body);
    expect(resized.body.data).toEqual({
      reserveEntryIdx: newIdx,
      participantCnt: 3,
      freedSeats: -1,
    });
    expect(await auditOf('entry.party-size', newIdx)).toHaveLength(1);
    expect(await seats(second.programInstanceIdx)).toEqual({ reserved: 3, held: 0 });

    const hold = {
      programInstanceIdx: first.programInstanceIdx,
      seats: 2,
      label: '성수중학교',
      requestKey: randomUUID(),
    };
    const held = await asEditor('/api/staff/holds/create', hold);
    const heldAgain = await asEditor('/api/staff/holds/create', hold);
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    expect(heldAgain.body).toEqual(held.body);
    const holds = await t.db
      .select()
      .from(seatHolds)
      .where(eq(seatHolds.programInstanceIdx, first.programInstanceIdx));
    expect(holds).toHaveLength(1);
    expect(await seats(first.programInstanceIdx)).toEqual({ reserved: 0, held: 2 });
  });

  it('a requestKey that is no uuid is refused before anything is written', async () => {
    const { first } = await program();
    const response = await asStaff('/api/staff/entries/create', {
      programInstanceIdx: first.programInstanceIdx,
      personCount: 1,
      userIdx: (await createMember(t.db)).userIdx,
      requestKey: 'again',
    });
    expect(response.statusCode).toBe(400);
  });
});

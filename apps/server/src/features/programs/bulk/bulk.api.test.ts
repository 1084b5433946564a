/**
 * Bulk work through the real routes: each action's done and refused items, one
 * transaction that is all-or-reported (a refused item writes nothing: no status, seats, message,
 * webhook or audit row), roles, limits, messages once, and the export of a selection.
 */
import { addDays, seoulToday } from '@venue/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import {
  auditLog,
  messages,
  programInstances,
  programs,
  reserveEntries,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema';
import { operatorCookies } from '../ops-entries/ops-entries.test-fixtures';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof operatorCookies>>;
const today = () => seoulToday(new Date());

beforeAll(async () => {
  t = await createTestApp();
  cookies = await operatorCookies(t);
  // An endpoint that wants every event these actions tell (decision 067); never answered here.
  await t.db.insert(webhookEndpoints).values({
    url: 'http://127.0.0.1:9/hooks',
    events: ['entry.cancelled', 'entry.checked_in', 'entry.no_show', 'program.published'],
    secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHRlc3Q=',
  });
});
afterAll(() => t.close());

const bulkEntries = (body: unknown, cookie = cookies.staff.cookie) =>
  postJson(t.app, '/api/staff/entries/bulk', body, { cookie });
const bulkPrograms = (body: unknown, cookie = cookies.editor.cookie) =>
  postJson(t.app, '/api/staff/programs/bulk', body, { cookie });

async function statuses(idxs: number[]) {
  const rows = await t.db
    .select({ idx: reserveEntries.reserveEntryIdx, status: reserveEntries.status })
    .from(reserveEntries)
    .where(inArray(reserveEntries.reserveEntryIdx, idxs));
  return Object.fromEntries(rows.map((row) => [row.idx, row.status]));
}

const auditTargets = async (action: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, action))).map((row) =>
    Number(row.targetId),
  );

const deliveries = async (eventType: string) =>
  (
    await t.db
      .select({ eventId: webhookDeliveries.eventId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventType, eventType))
  ).map((row) => row.eventId);

/** A reservation program with a session (begun or ahead) and `count` members booked on it. */
async function session(count: number, begun: boolean, seatsEach = 1) {
  const program = await createProgram(t.db);
  const instance = await createProgramInstance(t.db, program.programIdx, {
    execDate: begun ? today() : addDays(today(), 3),
    startTime: begun ? '00:00' : '14:00',
    endTime: '23:59',
    reservedCount: count * seatsEach,
  });
  const entries = [];
  for (let i = 0; i < count; i += 1) {
    const member = await createMember(t.db);
    entries.push(
      await createReserveEntry(t.db, {
        userIdx: member.userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: instance.programInstanceIdx,
        participantCnt: seatsEach,
        phoneNumber: member.phoneNumber,
      }),
    );
  }
  return { program, instance, entries, idxs: entries.map((e) => e.reserveEntryIdx) };
}

describe('POST /api/staff/entries/bulk', () => {
  it('a STAFF marks no-shows after the start: the begun session’s bookings are done, one before its start and one cancelled are refused with the single action’s words, and nothing of theirs is written', async () => {
    const begun = await session(3, true);
    const ahead = await session(1, false);
    const cancelled = await session(1, true);
    await t.db
      .update(reserveEntries)
      .set({ status: 'CANCEL' })
      .where(eq(reserveEntries.reserveEntryIdx, cancelled.idxs[0] ?? 0));

    const asked = [...begun.idxs, ...ahead.idxs, ...cancelled.idxs];
    const response = await bulkEntries({ action: 'NOSHOW', reserveEntryIdxList: asked });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const { data } = response.body;
    expect(data.action).toBe('NOSHOW');
    expect(data.done.map((d: { reserveEntryIdx: number }) => d.reserveEntryIdx)).toEqual(
      begun.idxs,
    );
    expect(data.done[0]).toMatchObject({ status: 'NOSHOW', statusLabel: '불참', freedSeats: 0 });
    expect(data.refused).toEqual([
      {
        idx: ahead.idxs[0],
        code: 'NOSHOW_BEFORE_START',
        message: '회차가 시작된 뒤에 불참으로 바꿀 수 있어요.',
      },
      {
        idx: cancelled.idxs[0],
        code: 'ENTRY_STATUS_CONFLICT',
        message: '예약취소 상태라 불참으로 바꿀 수 없어요.',
      },
    ]);

    expect(await statuses(asked)).toEqual({
      ...Object.fromEntries(begun.idxs.map((idx) => [idx, 'NOSHOW'])),
      [ahead.idxs[0] ?? 0]: 'CONFIRM',
      [cancelled.idxs[0] ?? 0]: 'CANCEL',
    });
    // Audited, told and counted like the single action: one row and one event per done entry.
    const audited = await auditTargets('entry.noshow');
    expect(audited.filter((idx) => asked.includes(idx)).sort()).toEqual([...begun.idxs].sort());
    const events = await deliveries('entry.no_show');
    for (const idx of begun.idxs) expect(events).toContain(`msg_entry.no_show:${idx}`);
    for (const idx of [...ahead.idxs, ...cancelled.idxs]) {
      expect(events).not.toContain(`msg_entry.no_show:${idx}`);
    }
  });

  it('cancels with one reason: seats back, one 취소 안내 each, entry.cancelled once each, the waiting list told once; an already cancelled and an unknown booking are refused', async () => {
    const booked = await session(2, false, 2);
    const [first, second] = booked.idxs as [number, number];
    await bulkEntries({ action: 'CANCEL', reserveEntryIdxList: [first], reason: '먼저 취소' });
    const told = vi.spyOn(t.app.seatsFreed, 'tell');

    const reason = '시설 점검으로 운영하지 않아요';
    const response = await bulkEntries({
      action: 'CANCEL',
      reserveEntryIdxList: [second, first, 999_999, second],
      reason,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({
      done: [{ reserveEntryIdx: second, status: 'CANCEL', freedSeats: 2 }],
      refused: [
        {
          idx: first,
          code: 'ENTRY_STATUS_CONFLICT',
          message: '예약취소 상태라 취소할 수 없어요.',
        },
        { idx: 999_999, code: 'NOT_FOUND', message: '예약을 찾을 수 없어요.' },
      ],
      freedSeats: 2,
    });
    expect(told).toHaveBeenCalledTimes(1);
    told.mockRestore();

    const [instance] = await t.db
      .select({ reservedCount: programInstances.reservedCount })
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, booked.instance.programInstanceIdx));
    expect(instance?.reservedCount).toBe(0);
    const [entry] = await t.db
      .select({ cancelReason: reserveEntries.cancelReason })
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryIdx, second));
    expect(entry?.cancelReason).toBe(reason);

    const cancelMessages = await t.db
      .select({ causeKey: messages.causeKey, text: messages.text })
      .from(messages)
      .where(
        and(
          eq(messages.kind, 'ENTRY_CANCELLED'),
          inArray(messages.causeKey, [`entry:${first}`, `entry:${second}`]),
        ),
      );
    expect(cancelMessages.map((m) => m.causeKey).sort()).toEqual(
      [`entry:${first}`, `entry:${second}`].sort(),
    );
    expect(cancelMessages.find((m) => m.causeKey === `entry:${second}`)?.text).toContain(
      `■ 취소 사유: ${reason}`,
    );
    const events = await deliveries('entry.cancelled');
    expect(events.filter((id) => id === `msg_entry.cancelled:${second}`)).toHaveLength(1);
    expect((await auditTargets('entry.cancel')).filter((idx) => idx === second)).toHaveLength(1);
  });

  it('checks in (참여완료) booked entries and refuses those already checked in', async () => {
    const booked = await session(2, true);
    const [a, b] = booked.idxs as [number, number];
    await t.db
      .update(reserveEntries)
      .set({ status: 'DONE' })
      .where(eq(reserveEntries.reserveEntryIdx, b));
    const response = await bulkEntries({ action: 'CHECK_IN', reserveEntryIdxList: [a, b] });
    expect(response.body.data).toMatchObject({
      action: 'CHECK_IN',
      done: [{ reserveEntryIdx: a, status: 'DONE', statusLabel: '참여완료' }],
      refused: [{ idx: b, code: 'ENTRY_STATUS_CONFLICT' }],
    });
    expect(await deliveries('entry.checked_in')).toContain(`msg_entry.checked_in:${a}`);
    expect(await auditTargets('entry.done')).toContain(a);
  });

  it('answers 200 with everything refused and writes nothing when no item may change', async () => {
    const ahead = await session(2, false);
    const before = await t.db.select().from(auditLog);
    const response = await bulkEntries({ action: 'NOSHOW', reserveEntryIdxList: ahead.idxs });
    expect(response.statusCode).toBe(200);
    expect(response.body.data.done).toEqual([]);
    expect(response.body.data.refused).toHaveLength(2);
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('needs a reason to cancel, 1 to 200 entries, and an operator', async () => {
    const noReason = await bulkEntries({ action: 'CANCEL', reserveEntryIdxList: [1] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.fields).toEqual([
      { path: 'reason', message: '취소 사유를 입력해 주세요.' },
    ]);
    expect((await bulkEntries({ action: 'NOSHOW', reserveEntryIdxList: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    const tooMany = await bulkEntries({ action: 'NOSHOW', reserveEntryIdxList: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('예약은 한 번에 200건까지 처리할 수 있어요.');
    expect((await bulkEntries({ action: 'DONE', reserveEntryIdxList: [1] })).statusCode).toBe(400);
    const anonymous = await postJson(t.app, '/api/staff/entries/bulk', {
      action: 'NOSHOW',
      reserveEntryIdxList: [1],
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/staff/exports/entries with a selection', () => {
  it('exports only the selected entries of the roster’s program and day', async () => {
    const booked = await session(3, true);
    const chosen = booked.idxs.slice(0, 2);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/exports/entries',
      headers: { cookie: cookies.staff.cookie },
      payload: {
        format: 'csv',
        programIdx: booked.program.programIdx,
        execDate: today(),
        reserveEntryIdxList: chosen,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.trimEnd().split('\r\n').slice(1);
    expect(lines).toHaveLength(2);
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      '선택 2건',
    );
    for (const entry of booked.entries.slice(0, 2)) {
      expect(response.body).toContain(entry.reserveEntryId);
    }
    expect(response.body).not.toContain(booked.entries[2]?.reserveEntryId);
  });
});

describe('POST /api/staff/programs/bulk', () => {
  async function draft(withInstance: boolean) {
    const program = await createProgram(t.db, { displayYn: false });
    if (withInstance) {
      await createProgramInstance(t.db, program.programIdx, { execDate: addDays(today(), 5) });
    }
    return program.programIdx;
  }

  const programRow = async (programIdx: number) =>
    (await t.db.select().from(programs).where(eq(programs.programIdx, programIdx)))[0];

  it('an EDITOR publishes drafts with 회차; one without is refused, and one already published is refused without a write', async () => {
    const ready = await draft(true);
    const empty = await draft(false);
    const published = (await createProgram(t.db)).programIdx;
    await createProgramInstance(t.db, published, { execDate: addDays(today(), 5) });
    const modBefore = (await programRow(published))?.modDate;

    const response = await bulkPrograms({
      action: 'PUBLISH',
      programIdxList: [ready, empty, published, 999_999],
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      action: 'PUBLISH',
      done: [{ programIdx: ready, publishState: 'PUBLISHED' }],
      refused: [
        {
          idx: empty,
          code: 'PROGRAM_HAS_NO_INSTANCES',
          message: '회차가 없는 프로그램은 게시할 수 없어요. 회차를 먼저 추가해 주세요.',
        },
        { idx: published, code: 'CONFLICT', message: '이미 게시된 프로그램이에요.' },
        { idx: 999_999, code: 'PROGRAM_NOT_FOUND', message: '프로그램 정보를 찾을 수 없습니다.' },
      ],
    });
    expect((await programRow(ready))?.displayYn).toBe(true);
    expect((await programRow(empty))?.displayYn).toBe(false);
    // The refused publish had written and was rolled back to its savepoint.
    expect((await programRow(published))?.modDate).toEqual(modBefore);
    expect(await auditTargets('program.publish')).toContain(ready);
    expect(await auditTargets('program.publish')).not.toContain(published);
    const events = await deliveries('program.published');
    expect(events.filter((id) => id.startsWith(`msg_program.published:${ready}:`))).toHaveLength(1);
    expect(events.some((id) => id.startsWith(`msg_program.published:${published}:`))).toBe(false);
  });

  it('unpublishes published programs and refuses a draft', async () => {
    const shown = (await createProgram(t.db, { publishedAt: new Date() })).programIdx;
    const hidden = await draft(true);
    const response = await bulkPrograms({ action: 'UNPUBLISH', programIdxList: [shown, hidden] });
    expect(response.body.data).toEqual({
      action: 'UNPUBLISH',
      done: [{ programIdx: shown, publishState: 'HIDDEN' }],
      refused: [{ idx: hidden, code: 'CONFLICT', message: '게시되지 않은 프로그램이에요.' }],
    });
    expect(await auditTargets('program.unpublish')).toEqual([shown]);
  });

  it('closes programs (CLOSED) and refuses one already closed', async () => {
    const open = (await createProgram(t.db)).programIdx;
    const closed = (await createProgram(t.db, { status: 'CLOSEDADMIN' })).programIdx;
    const response = await bulkPrograms({ action: 'CLOSE', programIdxList: [open, closed] });
    expect(response.body.data).toEqual({
      action: 'CLOSE',
      done: [{ programIdx: open, status: 'CLOSED' }],
      refused: [{ idx: closed, code: 'CONFLICT', message: '이미 마감된 프로그램이에요.' }],
    });
    expect((await programRow(open))?.status).toBe('CLOSED');
    expect((await programRow(closed))?.status).toBe('CLOSEDADMIN');
    expect(await auditTargets('program.status')).toContain(open);
    expect(await auditTargets('program.status')).not.toContain(closed);
  });

  it('is an EDITOR’s: STAFF are refused, and the list holds 1 to 200 programs', async () => {
    const program = (await createProgram(t.db)).programIdx;
    const asStaff = await bulkPrograms(
      { action: 'CLOSE', programIdxList: [program] },
      cookies.staff.cookie,
    );
    expect(asStaff.statusCode).toBe(403);
    expect((await programRow(program))?.status).toBe('OPEN');
    expect(
      (await bulkPrograms({ action: 'CLOSE', programIdxList: [program] }, cookies.admin.cookie))
        .statusCode,
    ).toBe(200);
    expect((await bulkPrograms({ action: 'PUBLISH', programIdxList: [] })).statusCode).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect((await bulkPrograms({ action: 'PUBLISH', programIdxList: many })).statusCode).toBe(400);
  });
});

/**
 * The door and the entries through the real routes: the roster (roles, masking, search), operators'
 * status changes (cancel with a reason, DONE, NOSHOW; audit rows; the member's history), the door
 * rule at a program place, admits by name, undo, recent scans and the door-rule setting.
 */
import { addDays, seoulToday } from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { auditLog, checkIns, programInstances, reserveEntries, users } from '../../../db/schema';
import {
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../reserve-entries/reserve-entries.test-fixtures';
import { memberWithPass, operatorCookies, runningNow } from './ops-entries.test-fixtures';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof operatorCookies>>;
const today = () => seoulToday(new Date());

beforeAll(async () => {
  t = await createTestApp();
  cookies = await operatorCookies(t);
});
afterAll(() => t.close());

const asStaff = (url: string, body: unknown, cookie = cookies.staff.cookie) =>
  postJson(t.app, url, body, { cookie });

async function seatsOf(programInstanceIdx: number) {
  const [row] = await t.db
    .select({ reservedCount: programInstances.reservedCount })
    .from(programInstances)
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
  return row?.reservedCount;
}

async function auditRows(action: string, targetId: number | string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
}

/** A member booked through the real insert route (seats counted), with their token. */
async function bookedMember(
  b: Awaited<ReturnType<typeof bookableProgram>>,
  overrides: Parameters<typeof createMember>[1] = {},
  body: Record<string, unknown> = {},
) {
  const m = await memberWithToken(t, overrides);
  const response = await postJson(
    t.app,
    '/api/reserveentry/insert',
    insertBody(b, m.member.userIdx, body),
    m.headers,
  );
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  const [entry] = await t.db
    .select()
    .from(reserveEntries)
    .where(
      and(
        eq(reserveEntries.userIdx, m.member.userIdx),
        eq(reserveEntries.programIdx, b.program.programIdx),
      ),
    );
  if (!entry) throw new Error('no entry');
  return { ...m, entry };
}

describe('POST /api/staff/instances/roster', () => {
  it('lists an instance’s entries with status, party size, answers and booking number; STAFF see masked data, ADMIN full', async () => {
    const b = await bookableProgram(t, { capacity: 10 });
    const { entry } = await bookedMember(
      b,
      { name: '김하늘', phoneNumber: '01055556789' },
      { name: '김하늘', phoneNumber: '01055556789', participantCnt: 2 },
    );
    const body = {
      programIdx: b.program.programIdx,
      execDate: b.instance.execDate,
      programInstanceIdx: b.instance.programInstanceIdx,
    };

    const staff = await asStaff('/api/staff/instances/roster', body);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('no-store');
    expect(staff.body.data.fullPersonalDataYn).toBe('N');
    expect(staff.body.data.instances).toEqual([
      expect.objectContaining({
        programInstanceIdx: b.instance.programInstanceIdx,
        startTime: '14:00',
        endTime: '15:00',
        capacity: 10,
        reservedCount: 2,
        cancelledYn: 'N',
      }),
    ]);
    expect(staff.body.data.entries).toEqual([
      expect.objectContaining({
        reserveEntryIdx: entry.reserveEntryIdx,
        reserveEntryId: entry.reserveEntryId,
        execTime: '14:00–15:00',
        status: 'CONFIRM',
        statusLabel: '예약완료',
        participantCnt: 2,
        name: '김*늘',
        phoneNumber: '010-****-6789',
        answers: [
          { questionText: '화풍', answer: '수채화' },
          { questionText: '동행', answer: '친구, 가족' },
        ],
        checkedInAt: null,
        cancelReason: null,
      }),
    ]);

    const admin = await asStaff('/api/staff/instances/roster', body, cookies.admin.cookie);
    expect(admin.body.data.fullPersonalDataYn).toBe('Y');
    expect(admin.body.data.entries[0]).toMatchObject({
      name: '김하늘',
      phoneNumber: '010-5555-6789',
    });
  });

  it('searches by part of the name, the last four phone digits or the booking number', async () => {
    const b = await bookableProgram(t, { capacity: 10, questions: false });
    const sky = await bookedMember(b, {}, { name: '박하늘', phoneNumber: '01011112222' });
    const sea = await bookedMember(b, {}, { name: '이바다', phoneNumber: '01033334444' });
    const search = async (text: string) => {
      const response = await asStaff('/api/staff/instances/roster', {
        programIdx: b.program.programIdx,
        execDate: b.instance.execDate,
        search: text,
      });
      expect(response.statusCode).toBe(200);
      return response.body.data.entries.map((e: { reserveEntryIdx: number }) => e.reserveEntryIdx);
    };
    expect(await search('하늘')).toEqual([sky.entry.reserveEntryIdx]);
    expect(await search('4444')).toEqual([sea.entry.reserveEntryIdx]);
    expect(await search(sea.entry.reserveEntryId.toLowerCase())).toEqual([
      sea.entry.reserveEntryIdx,
    ]);
    expect(await search('%')).toEqual([]);
    expect((await search('')).length).toBe(2);
  });

  it('without a day, opens the program’s next instance day: a draw’s roster shows its entries, not an empty today', async () => {
    const program = await createProgram(t.db, { programType: 'APPLICATION' });
    const day = addDays(today(), 4);
    const instance = await createProgramInstance(t.db, program.programIdx, {
      execDate: day,
      capacity: 10,
    });
    const member = await createMember(t.db);
    const entry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      programType: 'APPLICATION',
      status: 'ATTEND',
    });
    const roster = await asStaff('/api/staff/instances/roster', { programIdx: program.programIdx });
    expect(roster.statusCode, JSON.stringify(roster.body)).toBe(200);
    expect(roster.body.data.execDate).toBe(day);
    expect(
      roster.body.data.entries.map((e: { reserveEntryIdx: number }) => e.reserveEntryIdx),
    ).toEqual([entry.reserveEntryIdx]);
    // A program without instances opens on today.
    const bare = await createProgram(t.db, {});
    const empty = await asStaff('/api/staff/instances/roster', { programIdx: bare.programIdx });
    expect(empty.body.data).toMatchObject({ execDate: today(), entries: [] });
  });

  it('needs a staff session, answers 404 for an unknown program and 400 for a bad day', async () => {
    const body = { programIdx: 1, execDate: today() };
    expect((await postJson(t.app, '/api/staff/instances/roster', body)).statusCode).toBe(401);
    const unknown = await asStaff('/api/staff/instances/roster', { ...body, programIdx: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.errorCode).toBe('PROGRAM_NOT_FOUND');
    const bad = await asStaff('/api/staff/instances/roster', { ...body, execDate: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/staff/entries/status', () => {
  it('a STAFF cancel with a reason frees the seats at once, is audited, and the member’s history shows 예약취소 with the reason', async () => {
    const b = await bookableProgram(t, { capacity: 3, questions: false });
    const { entry, headers } = await bookedMember(b, {}, { participantCnt: 2 });
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(2);

    const response = await asStaff('/api/staff/entries/status', {
      reserveEntryIdx: entry.reserveEntryIdx,
      action: 'CANCEL',
      reason: '회원 요청(전화)',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual({
      reserveEntryIdx: entry.reserveEntryIdx,
      status: 'CANCEL',
      statusLabel: '예약취소',
      freedSeats: 2,
    });
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(0);

    const history = await t.app.inject({ method: 'GET', url: '/api/reserveentry/list', headers });
    expect(history.json().data.data[0]).toMatchObject({
      reserveEntryIdx: entry.reserveEntryIdx,
      statusLabel: '예약취소',
      cancelReason: '회원 요청(전화)',
      cancelableYn: 'N',
    });

    const [row] = await auditRows('entry.cancel', entry.reserveEntryIdx);
    expect(row).toMatchObject({
      operatorIdx: cookies.staff.operator.operatorIdx,
      targetType: 'reserveEntry',
      // The program's type travels with the status, so the log can word it (예약완료 → 예약취소).
      before: expect.objectContaining({
        status: 'CONFIRM',
        participantCnt: 2,
        programType: 'RESERVATION',
      }),
      after: expect.objectContaining({
        status: 'CANCEL',
        programType: 'RESERVATION',
        freedSeats: 2,
        reason: '회원 요청(전화)',
      }),
    });
    expect(JSON.stringify(row)).not.toContain('01012345678');

    // Again: refused, and nothing is freed twice.
    const again = await asStaff('/api/staff/entries/status', {
      reserveEntryIdx: entry.reserveEntryIdx,
      action: 'CANCEL',
      reason: '중복',
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('ENTRY_STATUS_CONFLICT');
    expect(again.body.message).toBe('예약취소 상태라 취소할 수 없어요.');
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(0);
  });

  it('a cancel needs a reason (400 on the reason field); unknown entries are 404', async () => {
    const noReason = await asStaff('/api/staff/entries/status', {
      reserveEntryIdx: 1,
      action: 'CANCEL',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.fields).toEqual([
      { path: 'reason', message: '취소 사유를 입력해 주세요.' },
    ]);
    const unknown = await asStaff('/api/staff/entries/status', {
      reserveEntryIdx: 999_999,
      action: 'DONE',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await postJson(t.app, '/api/staff/entries/status', { reserveEntryIdx: 1, action: 'DONE' }))
        .statusCode,
    ).toBe(401);
  });

  it('marks DONE and NOSHOW by hand (each audited), NOSHOW only once the instance has begun (409 NOSHOW_BEFORE_START), and corrects one into the other', async () => {
    const b = await bookableProgram(t, { questions: false });
    const { entry, headers } = await bookedMember(b);
    const set = (action: string) =>
      asStaff('/api/staff/entries/status', { reserveEntryIdx: entry.reserveEntryIdx, action });

    // Before the instance starts nobody has missed it yet: refused, nothing changes.
    const early = await set('NOSHOW');
    expect(early.statusCode).toBe(409);
    expect(early.body.errorCode).toBe('NOSHOW_BEFORE_START');
    expect(early.body.message).toBe('회차가 시작된 뒤에 불참으로 바꿀 수 있어요.');
    expect(await auditRows('entry.noshow', entry.reserveEntryIdx)).toHaveLength(0);
    // The instance began earlier today (started 10 minutes ago at the latest).
    await t.db
      .update(programInstances)
      .set({ execDate: today(), startTime: '00:00', endTime: runningNow().endTime })
      .where(eq(programInstances.programInstanceIdx, b.instance.programInstanceIdx));

    expect((await set('NOSHOW')).body.data).toMatchObject({
      status: 'NOSHOW',
      statusLabel: '불참',
    });
    const history = await t.app.inject({ method: 'GET', url: '/api/reserveentry/list', headers });
    expect(history.json().data.data[0].statusLabel).toBe('불참');
    expect((await set('DONE')).body.data).toMatchObject({
      status: 'DONE',
      statusLabel: '참여완료',
    });
    expect((await set('DONE')).statusCode).toBe(409);
    const cancel = await asStaff('/api/staff/entries/status', {
      reserveEntryIdx: entry.reserveEntryIdx,
      action: 'CANCEL',
      reason: '늦은 취소',
    });
    expect(cancel.statusCode).toBe(409);
    expect(await auditRows('entry.noshow', entry.reserveEntryIdx)).toHaveLength(1);
    expect(await auditRows('entry.done', entry.reserveEntryIdx)).toHaveLength(1);
    // Marking did not touch the seats.
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(1);
  });

  it('cancels a pending application as 응모취소 and a won one as 당첨취소, without seats', async () => {
    const program = await createProgram(t.db, { programType: 'APPLICATION' });
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    const attend = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programType: 'APPLICATION',
      status: 'ATTEND',
    });
    const win = await createReserveEntry(t.db, {
      userIdx: other.userIdx,
      programIdx: program.programIdx,
      programType: 'APPLICATION',
      status: 'WIN',
    });
    const cancel = (reserveEntryIdx: number) =>
      asStaff('/api/staff/entries/status', { reserveEntryIdx, action: 'CANCEL', reason: '사유' });
    expect((await cancel(attend.reserveEntryIdx)).body.data).toMatchObject({
      status: 'ATTENDCANCEL',
      statusLabel: '응모취소',
      freedSeats: 0,
    });
    expect((await cancel(win.reserveEntryIdx)).body.data).toMatchObject({
      status: 'CANCEL',
      statusLabel: '당첨취소',
    });
  });
});

describe('the door at a program place (POST /api/staff/checkin with programIdx)', () => {
  async function doorProgram(doorWindowMinutes: number | null) {
    const program = await createProgram(t.db, { maxPersonCount: 4 });
    const instance = await createProgramInstance(t.db, program.programIdx, {
      execDate: today(),
      ...runningNow(),
      capacity: 10,
    });
    const set = await asStaff(
      '/api/staff/programs/door-rule',
      { programIdx: program.programIdx, doorWindowMinutes },
      cookies.editor.cookie,
    );
    expect(set.statusCode).toBe(200);
    return { program, instance };
  }

  it('says which booking it found (instance, party size) and marks it 참여완료', async () => {
    const { program, instance } = await doorProgram(30);
    const { member, qrValue } = await memberWithPass(t);
    const entry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      participantCnt: 3,
    });
    const response = await asStaff('/api/staff/checkin', {
      qrValue,
      programIdx: program.programIdx,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.data.result).toBe('CHECKED_IN');
    expect(response.body.data.booking).toEqual({
      reserveEntryIdx: entry.reserveEntryIdx,
      reserveEntryId: entry.reserveEntryId,
      programInstanceIdx: instance.programInstanceIdx,
      execDate: today(),
      execTime: `${instance.startTime.slice(0, 5)}–${instance.endTime.slice(0, 5)}`,
      participantCnt: 3,
      status: 'DONE',
      statusLabel: '참여완료',
    });
  });

  it('refuses a member without a booking for the instance whose door is open: 409 DOOR_NO_BOOKING naming the instance, nothing recorded', async () => {
    const { program, instance } = await doorProgram(30);
    const { member, qrValue } = await memberWithPass(t);
    const response = await asStaff('/api/staff/checkin', {
      qrValue,
      programIdx: program.programIdx,
    });
    expect(response.statusCode).toBe(409);
    expect(response.body.errorCode).toBe('DOOR_NO_BOOKING');
    expect(response.body.message).toBe(
      `${instance.startTime.slice(0, 5)}–${instance.endTime.slice(0, 5)} 회차에 예약이 없는 회원이에요.`,
    );
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.userIdx, member.userIdx));
    expect(rows).toEqual([]);
  });

  it('a cancelled booking does not open the door', async () => {
    const { program, instance } = await doorProgram(30);
    const { member, qrValue } = await memberWithPass(t);
    await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      status: 'CANCEL',
    });
    const response = await asStaff('/api/staff/checkin', {
      qrValue,
      programIdx: program.programIdx,
    });
    expect(response.body.errorCode).toBe('DOOR_NO_BOOKING');
  });

  it('walk-in programs (no window) and days without an instance at the door admit everyone', async () => {
    const walkIn = await doorProgram(null);
    const first = await memberWithPass(t);
    const admitted = await asStaff('/api/staff/checkin', {
      qrValue: first.qrValue,
      programIdx: walkIn.program.programIdx,
    });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.body.data.booking).toBeNull();

    const ruled = await createProgram(t.db);
    await createProgramInstance(t.db, ruled.programIdx, { execDate: addDays(today(), 1) });
    await asStaff(
      '/api/staff/programs/door-rule',
      { programIdx: ruled.programIdx, doorWindowMinutes: 60 },
      cookies.editor.cookie,
    );
    const second = await memberWithPass(t);
    const open = await asStaff('/api/staff/checkin', {
      qrValue: second.qrValue,
      programIdx: ruled.programIdx,
    });
    expect(open.statusCode).toBe(200);
  });

  it('the door rule is set by an EDITOR (STAFF 403), audited, and bounded to 0–720 minutes', async () => {
    const program = await createProgram(t.db);
    const body = { programIdx: program.programIdx, doorWindowMinutes: 45 };
    expect((await asStaff('/api/staff/programs/door-rule', body)).statusCode).toBe(403);
    expect(
      (await asStaff('/api/staff/programs/door-rule', body, cookies.editor.cookie)).statusCode,
    ).toBe(200);
    const [row] = await auditRows('program.door-rule', program.programIdx);
    expect(row).toMatchObject({
      before: { doorWindowMinutes: null },
      after: { doorWindowMinutes: 45 },
    });
    const tooLong = await asStaff(
      '/api/staff/programs/door-rule',
      { ...body, doorWindowMinutes: 721 },
      cookies.editor.cookie,
    );
    expect(tooLong.statusCode).toBe(400);
    const roster = await asStaff('/api/staff/instances/roster', {
      programIdx: program.programIdx,
      execDate: today(),
    });
    expect(roster.body.data.program.doorWindowMinutes).toBe(45);
  });
});

describe('admit by name, undo and recent scans', () => {
  it('finds a visitor without their phone by name (masked for STAFF), admits them with method NAME, audited', async () => {
    const member = await createMember(t.db, { name: '도우미하늘', phoneNumber: '01077778888' });
    const found = await asStaff('/api/staff/checkin/search', { search: '도우미' });
    expect(found.statusCode).toBe(200);
    expect(found.body.data.list).toEqual([
      {
        userIdx: member.userIdx,
        name: '도***늘',
        phoneNumber: '010-****-8888',
        birthYear: '1990',
        booking: null,
      },
    ]);
    const byPhone = await asStaff(
      '/api/staff/checkin/search',
      { search: '8888' },
      cookies.admin.cookie,
    );
    expect(byPhone.body.data.list).toContainEqual(
      expect.objectContaining({
        userIdx: member.userIdx,
        name: '도우미하늘',
        phoneNumber: '010-7777-8888',
      }),
    );

    const admitted = await asStaff('/api/staff/checkin/manual', { userIdx: member.userIdx });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.body.data).toMatchObject({
      result: 'CHECKED_IN',
      memberName: '도***늘',
      visitCount: 1,
      place: { type: 'ENTRANCE', name: '입구' },
      booking: null,
    });
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.userIdx, member.userIdx));
    expect(row).toMatchObject({ method: 'NAME', qrPassIdx: null });
    expect(await auditRows('checkin.manual', admitted.body.data.checkInIdx)).toHaveLength(1);

    const again = await asStaff('/api/staff/checkin/manual', { userIdx: member.userIdx });
    expect(again.body.data.result).toBe('ALREADY_CHECKED_IN');
    expect(await auditRows('checkin.manual', admitted.body.data.checkInIdx)).toHaveLength(1);
  });

  it('the door rule applies to admits by name too', async () => {
    const program = await createProgram(t.db);
    await createProgramInstance(t.db, program.programIdx, { execDate: today(), ...runningNow() });
    await asStaff(
      '/api/staff/programs/door-rule',
      { programIdx: program.programIdx, doorWindowMinutes: 10 },
      cookies.editor.cookie,
    );
    const member = await createMember(t.db);
    const refused = await asStaff('/api/staff/checkin/manual', {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('DOOR_NO_BOOKING');
    const withdrawn = await createMember(t.db, { status: 'WITHDRAWN' });
    expect(
      (await asStaff('/api/staff/checkin/manual', { userIdx: withdrawn.userIdx })).statusCode,
    ).toBe(404);
  });

  it('undoes a mistaken check-in: the row goes, the counts and the booking go back, audited; a second undo is 404', async () => {
    const program = await createProgram(t.db);
    const instance = await createProgramInstance(t.db, program.programIdx, {
      execDate: today(),
      ...runningNow(),
    });
    const { member, qrValue } = await memberWithPass(t);
    const entry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
    });
    const scanned = await asStaff('/api/staff/checkin', {
      qrValue,
      programIdx: program.programIdx,
    });
    const { checkInIdx } = scanned.body.data;
    const [counted] = await t.db.select().from(users).where(eq(users.userIdx, member.userIdx));
    expect(counted).toMatchObject({ visitCount: 1, checkInCount: 1 });

    const undo = await asStaff('/api/staff/checkin/undo', { checkInIdx });
    expect(undo.statusCode).toBe(200);
    expect(undo.body.data).toEqual({ checkInIdx, restoredEntryCount: 1 });
    const [after] = await t.db.select().from(users).where(eq(users.userIdx, member.userIdx));
    expect(after).toMatchObject({ visitCount: 0, checkInCount: 0 });
    const [restored] = await t.db
      .select({ status: reserveEntries.status })
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryIdx, entry.reserveEntryIdx));
    expect(restored?.status).toBe('CONFIRM');
    const [audit] = await auditRows('checkin.undo', checkInIdx);
    expect(audit).toMatchObject({
      operatorIdx: cookies.staff.operator.operatorIdx,
      before: expect.objectContaining({ placeKey: `P:${program.programIdx}`, method: 'SCAN' }),
      after: null,
    });

    const twice = await asStaff('/api/staff/checkin/undo', { checkInIdx });
    expect(twice.statusCode).toBe(404);
    expect(twice.body.errorCode).toBe('CHECKIN_NOT_FOUND');
    // The member can be scanned in again.
    const rescanned = await asStaff('/api/staff/checkin', {
      qrValue,
      programIdx: program.programIdx,
    });
    expect(rescanned.body.data.result).toBe('CHECKED_IN');
  });

  it('lists today’s last scans of every desk, newest first, or of one place', async () => {
    const a = await memberWithPass(t, { name: '최근하나' });
    const b = await createMember(t.db, { name: '최근둘' });
    await asStaff('/api/staff/checkin', { qrValue: a.qrValue });
    await asStaff('/api/staff/checkin/manual', { userIdx: b.userIdx }, cookies.admin.cookie);
    const recent = await asStaff('/api/staff/checkin/recent', {});
    expect(recent.statusCode).toBe(200);
    const [newest, next] = recent.body.data.list;
    expect(newest).toMatchObject({
      memberName: '최*둘',
      method: 'NAME',
      placeKey: 'E',
      placeName: '입구',
      operatorName: cookies.admin.operator.name,
    });
    expect(next).toMatchObject({ memberName: '최**나', method: 'SCAN' });
    const full = await asStaff('/api/staff/checkin/recent', {}, cookies.admin.cookie);
    expect(full.body.data.list[0].memberName).toBe('최근둘');
    const onePlace = await asStaff('/api/staff/checkin/recent', { placeKey: 'Z:999999' });
    expect(onePlace.body.data.list).toEqual([]);
    expect((await asStaff('/api/staff/checkin/recent', { placeKey: 'X' })).statusCode).toBe(400);
  });
});

import { addDays, seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { programInstances, reserveEntries, venueSettings } from '../../../db/schema';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import {
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../reserve-entries/reserve-entries.test-fixtures';
import {
  auditRows,
  expectEditorOnly,
  type Json,
  memberHeaders,
  operatorCookie,
  post,
} from './cms-programs.test-fixtures';

let t: TestApp;
let editor: Record<string, string>;
let staff: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ readCache: { ttlMs: 60_000 } });
  // The demo venue's closed days (third Mondays, January 1, 설날 and 추석), as its settings say.
  await t.db.insert(venueSettings).values({ settingsIdx: 1, settings: buildVenueSettings() });
  editor = (await operatorCookie(t, 'EDITOR')).headers;
  staff = (await operatorCookie(t, 'STAFF')).headers;
  member = (await memberHeaders(t)).headers;
});
afterAll(async () => {
  await t.close();
});

const today = () => seoulToday(new Date());
const saveInstance = (body: object, headers = editor) =>
  post(t, '/api/staff/programs/instances/save', body, headers);
const series = (body: object) => post(t, '/api/staff/programs/instances/series', body, editor);
const cancel = (body: object) => post(t, '/api/staff/programs/instances/cancel', body, editor);
const staffInstanceList = (body: object, headers = editor) =>
  post(t, '/api/staff/programs/instances/list', body, headers);
const instanceList = (programIdx: number) => post(t, '/api/program/instance/list', { programIdx });
const instanceRow = async (programInstanceIdx: number) =>
  (
    await t.db
      .select()
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, programInstanceIdx))
  )[0];

async function book(b: Awaited<ReturnType<typeof bookableProgram>>, participantCnt = 1) {
  const m = await memberWithToken(t);
  const booked = await post(
    t,
    '/api/reserveentry/insert',
    insertBody(b, m.member.userIdx, { participantCnt }),
    m.headers,
  );
  expect(booked.statusCode, booked.text).toBe(200);
  return m;
}

describe('roles', () => {
  it('instance writes are for EDITOR and ADMIN; the door STAFF may read the list', async () => {
    const program = await createProgram(t.db);
    const instance = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(today(), 4),
    });
    const writes: [string, object][] = [
      [
        '/api/staff/programs/instances/save',
        {
          programIdx: program.programIdx,
          execDate: addDays(today(), 5),
          startTime: '10:00',
          endTime: '11:00',
          capacity: 5,
        },
      ],
      [
        '/api/staff/programs/instances/series',
        {
          programIdx: program.programIdx,
          from: addDays(today(), 1),
          to: addDays(today(), 2),
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          startTimes: ['10:00'],
          durationMinutes: 60,
          capacity: 5,
        },
      ],
      ['/api/staff/programs/instances/cancel', { programInstanceIdx: instance.programInstanceIdx }],
    ];
    for (const [url, payload] of writes) await expectEditorOnly(t, url, payload, staff, member);
    expect(await instanceRow(instance.programInstanceIdx)).toMatchObject({ cancelledAt: null });

    const asStaff = await staffInstanceList({ programIdx: program.programIdx }, staff);
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.body.data.list).toHaveLength(1);
    expect((await staffInstanceList({ programIdx: program.programIdx }, member)).statusCode).toBe(
      401,
    );
    expect((await staffInstanceList({ programIdx: 999_999 })).statusCode).toBe(404);
  });
});

describe('POST /api/staff/programs/instances/save', () => {
  it('adds an instance that the visitor schedule shows at once, and records it', async () => {
    const program = await createProgram(t.db);
    expect((await instanceList(program.programIdx)).body.data).toEqual([]);
    const day = addDays(today(), 6);
    const saved = await saveInstance({
      programIdx: program.programIdx,
      execDate: day,
      startTime: '13:00',
      endTime: '14:30',
      capacity: null,
    });
    expect(saved.statusCode, saved.text).toBe(200);
    const { programInstanceIdx } = saved.body.data;
    expect((await instanceList(program.programIdx)).body.data).toEqual([
      expect.objectContaining({
        programInstanceIdx,
        execDate: day,
        startTime: '13:00',
        endTime: '14:30',
        capacity: null,
        remainingCnt: null,
      }),
    ]);
    const [row] = await auditRows(t, 'instance', programInstanceIdx);
    expect(row).toMatchObject({
      action: 'instance.save',
      before: null,
      after: { programIdx: program.programIdx, execDate: day, startTime: '13:00', capacity: null },
    });

    const twice = await saveInstance({
      programIdx: program.programIdx,
      execDate: day,
      startTime: '13:00',
      endTime: '15:00',
      capacity: 3,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toMatchObject({
      errorCode: 'INSTANCE_SLOT_TAKEN',
      message: '같은 날짜와 시작 시간의 회차가 이미 있어요.',
    });
  });

  it('refuses bad times, ALWAYS programs and unknown instances', async () => {
    const program = await createProgram(t.db);
    const bad = await saveInstance({
      programIdx: program.programIdx,
      execDate: '2030-13-01',
      startTime: '25:00',
      endTime: '10:00',
      capacity: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fields.map((f: Json) => f.path).sort()).toEqual([
      'capacity',
      'endTime',
      'execDate',
      'startTime',
    ]);
    const backwards = await saveInstance({
      programIdx: program.programIdx,
      execDate: addDays(today(), 3),
      startTime: '15:00',
      endTime: '14:00',
      capacity: 5,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.fields[0]).toMatchObject({
      path: 'endTime',
      message: '종료 시간은 시작 시간보다 뒤여야 해요.',
    });
    const always = await createProgram(t.db, {
      scheduleType: 'ALWAYS',
      periodType: 'UNLIMIT',
      minExecDate: today(),
    });
    const onAlways = await saveInstance({
      programIdx: always.programIdx,
      execDate: addDays(today(), 3),
      startTime: '10:00',
      endTime: '11:00',
      capacity: 5,
    });
    expect(onAlways.statusCode).toBe(409);
    expect(onAlways.body.message).toContain('상시 운영');
    const unknown = await saveInstance({
      programIdx: program.programIdx,
      programInstanceIdx: 999_999,
      execDate: addDays(today(), 3),
      startTime: '10:00',
      endTime: '11:00',
      capacity: 5,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('capacity rises any time and never falls below the seats booked: 409 in Korean, unchanged', async () => {
    const b = await bookableProgram(t, { capacity: 4 });
    await book(b, 2);
    await book(b, 1);
    const idx = b.instance.programInstanceIdx;
    const edit = (capacity: number | null) =>
      saveInstance({
        programIdx: b.program.programIdx,
        programInstanceIdx: idx,
        execDate: b.instance.execDate,
        startTime: '14:00',
        endTime: '15:00',
        capacity,
      });
    const raised = await edit(10);
    expect(raised.statusCode, raised.text).toBe(200);
    expect(await instanceRow(idx)).toMatchObject({ capacity: 10, reservedCount: 3 });
    const [row] = await auditRows(t, 'instance', idx);
    expect(row).toMatchObject({
      before: { capacity: 4 },
      after: { capacity: 10, reservedCount: 3 },
    });

    const lowered = await edit(2);
    expect(lowered.statusCode).toBe(409);
    expect(lowered.body).toMatchObject({
      success: false,
      errorCode: 'SEATS_BELOW_BOOKED',
      message: '이미 예약된 3석보다 적게 줄일 수 없어요.',
    });
    expect(await instanceRow(idx)).toMatchObject({ capacity: 10, reservedCount: 3 });

    expect((await edit(3)).statusCode).toBe(200);
    expect((await edit(null)).statusCode).toBe(200);
    expect(await instanceRow(idx)).toMatchObject({ capacity: null });
    // The visitor's schedule shows the new capacity at once.
    expect((await instanceList(b.program.programIdx)).body.data[0]).toMatchObject({
      capacity: null,
      remainingCnt: null,
    });
  });

  it('the database check is the last word: a refused capacity is a 409, never a 500', async () => {
    const b = await bookableProgram(t, { capacity: 5 });
    await book(b, 2);
    // What the seats CHECK says when another writer went around the pre-check.
    await expect(
      t.db
        .update(programInstances)
        .set({ capacity: 1 })
        .where(eq(programInstances.programInstanceIdx, b.instance.programInstanceIdx)),
    ).rejects.toThrow();
    const lowered = await saveInstance({
      programIdx: b.program.programIdx,
      programInstanceIdx: b.instance.programInstanceIdx,
      execDate: b.instance.execDate,
      startTime: '14:00',
      endTime: '15:00',
      capacity: 1,
    });
    expect(lowered.statusCode).toBe(409);
    expect(lowered.body.message).toBe('이미 예약된 2석보다 적게 줄일 수 없어요.');
  });

  it('keeps the date and times of an instance with bookings', async () => {
    const b = await bookableProgram(t);
    await book(b);
    const moved = await saveInstance({
      programIdx: b.program.programIdx,
      programInstanceIdx: b.instance.programInstanceIdx,
      execDate: addDays(b.instance.execDate, 1),
      startTime: '14:00',
      endTime: '15:00',
      capacity: 20,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.body).toMatchObject({ errorCode: 'INSTANCE_NOT_EDITABLE' });
    expect(moved.body.message).toContain('예약 1건');
  });
});

describe('POST /api/staff/programs/instances/series', () => {
  const base = (programIdx: number) => ({
    programIdx,
    weekdays: [1],
    startTimes: ['14:00', '11:00'],
    durationMinutes: 90,
    capacity: 12,
  });

  it("makes dates × start times, skipping the venue's closed days and the slots that exist", async () => {
    const program = await createProgram(t.db);
    // March 2030: Mondays 4, 11, 18 (the third Monday: closed), 25.
    await createProgramInstance(t.db, program.programIdx, {
      execDate: '2030-03-11',
      startTime: '14:00',
      endTime: '15:00',
    });
    const made = await series({
      ...base(program.programIdx),
      from: '2030-03-01',
      to: '2030-03-31',
    });
    expect(made.statusCode, made.text).toBe(200);
    expect(made.body.data).toMatchObject({
      createdCount: 5,
      skippedExistingCount: 1,
      skippedClosedDays: ['2030-03-18'],
    });
    const list = await staffInstanceList({ programIdx: program.programIdx });
    expect(
      list.body.data.list.map(
        (s: Json) => `${s.execDate} ${s.startTime}-${s.endTime} ${s.capacity}`,
      ),
    ).toEqual([
      '2030-03-04 11:00-12:30 12',
      '2030-03-04 14:00-15:30 12',
      '2030-03-11 11:00-12:30 12',
      '2030-03-11 14:00-15:00 20',
      '2030-03-25 11:00-12:30 12',
      '2030-03-25 14:00-15:30 12',
    ]);
    const [row] = await auditRows(t, 'program', program.programIdx);
    expect(row).toMatchObject({
      action: 'instance.series',
      after: { createdCount: 5, skippedExistingCount: 1, skippedClosedDays: ['2030-03-18'] },
    });

    const again = await series({
      ...base(program.programIdx),
      from: '2030-03-01',
      to: '2030-03-31',
    });
    expect(again.body.data).toMatchObject({ createdCount: 0, skippedExistingCount: 6 });
  });

  it('skips January 1 and the lunar new year holidays', async () => {
    const program = await createProgram(t.db);
    const made = await series({
      ...base(program.programIdx),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startTimes: ['10:00'],
      from: '2030-02-01',
      to: '2030-02-05',
    });
    expect(made.body.data).toMatchObject({
      createdCount: 2,
      skippedClosedDays: ['2030-02-02', '2030-02-03', '2030-02-04'],
    });
    const newYear = await series({
      ...base(program.programIdx),
      weekdays: [2],
      startTimes: ['10:00'],
      from: '2030-01-01',
      to: '2030-01-01',
    });
    expect(newYear.body.data).toMatchObject({ createdCount: 0, skippedClosedDays: ['2030-01-01'] });
  });

  it('refuses past days, backwards ranges, slots past midnight and ALWAYS programs', async () => {
    const program = await createProgram(t.db);
    const past = await series({
      ...base(program.programIdx),
      from: addDays(today(), -1),
      to: today(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.body.fields[0].path).toBe('from');
    const backwards = await series({
      ...base(program.programIdx),
      from: '2030-03-10',
      to: '2030-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.fields[0].path).toBe('to');
    const late = await series({
      ...base(program.programIdx),
      startTimes: ['23:00'],
      from: '2030-03-01',
      to: '2030-03-02',
    });
    expect(late.statusCode).toBe(400);
    expect(late.body.fields[0].path).toBe('startTimes.0');
    const tooLong = await series({
      ...base(program.programIdx),
      from: '2030-01-01',
      to: '2031-06-01',
    });
    expect(tooLong.statusCode).toBe(400);
    const always = await createProgram(t.db, { scheduleType: 'ALWAYS', minExecDate: today() });
    const onAlways = await series({
      ...base(always.programIdx),
      from: '2030-03-01',
      to: '2030-03-31',
    });
    expect(onAlways.statusCode).toBe(409);
  });
});

describe('POST /api/staff/programs/instances/cancel', () => {
  it('needs confirm when there are bookings, then cancels them with their seats; members see 취소', async () => {
    const b = await bookableProgram(t, { capacity: 10 });
    const first = await book(b, 2);
    await book(b, 1);
    const idx = b.instance.programInstanceIdx;
    expect((await instanceList(b.program.programIdx)).body.data).toHaveLength(1);

    const unconfirmed = await cancel({ programInstanceIdx: idx });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.body).toMatchObject({ errorCode: 'INSTANCE_HAS_ENTRIES' });
    expect(unconfirmed.body.message).toContain('예약 2건');
    expect(await instanceRow(idx)).toMatchObject({ cancelledAt: null, reservedCount: 3 });

    const confirmed = await cancel({ programInstanceIdx: idx, confirm: true });
    expect(confirmed.statusCode, confirmed.text).toBe(200);
    expect(confirmed.body.data).toEqual({
      programInstanceIdx: idx,
      cancelledEntryCount: 2,
      freedSeats: 3,
    });
    expect(await instanceRow(idx)).toMatchObject({ reservedCount: 0 });
    expect((await instanceRow(idx))?.cancelledAt).toBeInstanceOf(Date);

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/reserveentry/list',
      headers: first.headers,
    });
    expect(history.json().data.data[0]).toMatchObject({
      status: 'CANCEL',
      statusLabel: '예약취소',
    });
    // Gone from the visitor's schedule at once, and it takes no more bookings.
    expect((await instanceList(b.program.programIdx)).body.data).toEqual([]);
    const late = await memberWithToken(t);
    const refused = await post(
      t,
      '/api/reserveentry/insert',
      insertBody(b, late.member.userIdx),
      late.headers,
    );
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);

    const listed = await staffInstanceList({
      programIdx: b.program.programIdx,
      includeCancelledYn: 'Y',
    });
    expect(listed.body.data.list[0]).toMatchObject({
      cancelledYn: 'Y',
      reservedCount: 0,
      activeEntryCount: 0,
    });
    expect((await staffInstanceList({ programIdx: b.program.programIdx })).body.data.list).toEqual(
      [],
    );
    const [row] = await auditRows(t, 'instance', idx);
    expect(row).toMatchObject({
      action: 'instance.cancel',
      before: { reservedCount: 3, capacity: 10 },
      after: { cancelledEntryCount: 2, freedSeats: 3 },
    });

    const twice = await cancel({ programInstanceIdx: idx, confirm: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('이미 취소된 회차예요.');
  });

  it('cancels applications as withdrawn (응모취소) and leaves finished entries alone', async () => {
    const program = await createProgram(t.db, {
      programType: 'APPLICATION',
      winnerAnnouncementDate: new Date(Date.now() + 86_400_000),
    });
    const instance = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(today(), 3),
    });
    const applicant = await memberWithToken(t);
    const lost = await memberWithToken(t);
    const attend = await createReserveEntry(t.db, {
      userIdx: applicant.member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      programType: 'APPLICATION',
      status: 'ATTEND',
    });
    const lose = await createReserveEntry(t.db, {
      userIdx: lost.member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      programType: 'APPLICATION',
      status: 'LOSE',
    });
    const done = await cancel({ programInstanceIdx: instance.programInstanceIdx, confirm: true });
    expect(done.body.data).toMatchObject({ cancelledEntryCount: 1, freedSeats: 0 });
    const statuses = await t.db
      .select({ idx: reserveEntries.reserveEntryIdx, status: reserveEntries.status })
      .from(reserveEntries)
      .where(eq(reserveEntries.programInstanceIdx, instance.programInstanceIdx));
    expect(new Map(statuses.map((s) => [s.idx, s.status]))).toEqual(
      new Map([
        [attend.reserveEntryIdx, 'ATTENDCANCEL'],
        [lose.reserveEntryIdx, 'LOSE'],
      ]),
    );
  });

  it('an instance without bookings is cancelled without confirm; a started one cannot be', async () => {
    const program = await createProgram(t.db);
    const empty = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(today(), 2),
    });
    expect((await cancel({ programInstanceIdx: empty.programInstanceIdx })).statusCode).toBe(200);
    const started = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(today(), -1),
    });
    const refused = await cancel({ programInstanceIdx: started.programInstanceIdx, confirm: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('이미 시작된 회차는 취소할 수 없어요.');
    expect((await cancel({ programInstanceIdx: 999_999 })).statusCode).toBe(404);
    // A cancelled instance's slot can be made again.
    const again = await saveInstance({
      programIdx: program.programIdx,
      execDate: empty.execDate,
      startTime: '14:00',
      endTime: '15:00',
      capacity: 5,
    });
    expect(again.statusCode, again.text).toBe(200);
  });
});

describe('POST /api/staff/programs/instances/list', () => {
  it('pages the instances by day and time with seats and entries, between from and to', async () => {
    const b = await bookableProgram(t, { capacity: 8 });
    await book(b, 2);
    await createProgramInstance(t.db, b.program.programIdx, {
      execDate: addDays(today(), 20),
      capacity: null,
    });
    const all = await staffInstanceList({ programIdx: b.program.programIdx });
    expect(all.body.data).toMatchObject({ page: 1, pageSize: 100, totalCount: 2 });
    expect(all.body.data.list[0]).toMatchObject({
      programInstanceIdx: b.instance.programInstanceIdx,
      startTime: '14:00',
      capacity: 8,
      reservedCount: 2,
      activeEntryCount: 1,
      cancelledYn: 'N',
    });
    const later = await staffInstanceList({
      programIdx: b.program.programIdx,
      from: addDays(today(), 10),
      to: addDays(today(), 30),
    });
    expect(later.body.data.list.map((s: Json) => s.capacity)).toEqual([null]);
  });
});

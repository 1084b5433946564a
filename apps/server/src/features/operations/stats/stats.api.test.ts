import { addDays, seoulMidnight, seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFloor,
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
  createZone,
} from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditLog, checkIns, programInstances, waitlistEntries } from '../../../db/schema';

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

let t: TestApp;
let staff: string;
let editor: string;
let admin: string;
const now = new Date();
const today = seoulToday(now);
const day = (offset: number) => addDays(today, offset);
/** A Seoul wall-clock time of a day, as an instant. */
const at = (ymd: string, hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(seoulMidnight(ymd).getTime() + (h * 60 + m) * 60_000);
};

async function post(url: string, payload: object | undefined, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: cookie ? { cookie } : {},
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    raw: response.rawPayload,
    text: response.body,
    json: () => response.json() as Json,
  };
}

async function checkIn(
  userIdx: number,
  place: { zoneIdx?: number; programIdx?: number },
  when: Date,
) {
  const placeType = place.zoneIdx ? 'ZONE' : place.programIdx ? 'PROGRAM' : 'ENTRANCE';
  await t.db.insert(checkIns).values({
    userIdx,
    visitDate: seoulToday(when),
    placeType,
    placeKey: place.zoneIdx
      ? `Z:${place.zoneIdx}`
      : place.programIdx
        ? `P:${place.programIdx}`
        : 'E',
    zoneIdx: place.zoneIdx ?? null,
    programIdx: place.programIdx ?? null,
    message: {},
    checkedInAt: when,
  });
}

// The fabricated week (offsets from today):
// programs: 향수 클래스 (floor 2, reservations), 라운지 투어 (floor 1, unlimited), 럭키 드로우 (floor 1, draw)
// sessions: 클래스 -3 (10 seats), 투어 -3 (unlimited), 클래스 -2 (4 seats), 클래스 -1 (cancelled whole)
let floor1: Awaited<ReturnType<typeof createFloor>>;
let floor2: Awaited<ReturnType<typeof createFloor>>;
let zone1: Awaited<ReturnType<typeof createZone>>;
let zone2: Awaited<ReturnType<typeof createZone>>;
let perfume: Awaited<ReturnType<typeof createProgram>>;

beforeAll(async () => {
  t = await createTestApp();
  const [s, e, a] = await Promise.all([
    createOperator(t.db, { role: 'STAFF' }),
    createOperator(t.db, { role: 'EDITOR' }),
    createOperator(t.db, { role: 'ADMIN' }),
  ]);
  staff = await staffLogin(t.app, s.loginId, s.password);
  editor = await staffLogin(t.app, e.loginId, e.password);
  admin = await staffLogin(t.app, a.loginId, a.password);

  floor1 = await createFloor(t.db, { floorName: '1F', floorLabel: '1층', capacity: 10 });
  floor2 = await createFloor(t.db, { floorName: '2F', floorLabel: '2층', capacity: 3 });
  zone1 = await createZone(t.db, { floorIdx: floor1.floorIdx, zoneName: '라운지' });
  zone2 = await createZone(t.db, { floorIdx: floor2.floorIdx, zoneName: '스튜디오' });
  perfume = await createProgram(t.db, { programName: '향수<br>클래스', zoneIdx: zone2.zoneIdx });
  const tour = await createProgram(t.db, { programName: '라운지 투어', zoneIdx: zone1.zoneIdx });
  const draw = await createProgram(t.db, {
    programName: '럭키 드로우',
    programType: 'APPLICATION',
    zoneIdx: zone1.zoneIdx,
  });
  const class3 = await createProgramInstance(t.db, perfume.programIdx, {
    execDate: day(-3),
    capacity: 10,
  });
  const tour3 = await createProgramInstance(t.db, tour.programIdx, {
    execDate: day(-3),
    capacity: null,
  });
  const class2 = await createProgramInstance(t.db, perfume.programIdx, {
    execDate: day(-2),
    capacity: 4,
  });
  const cancelledAt = at(day(-2), '09:00');
  const class1 = await createProgramInstance(t.db, perfume.programIdx, {
    execDate: day(-1),
    capacity: 5,
  });
  await t.db
    .update(programInstances)
    .set({ cancelledAt })
    .where(eq(programInstances.programInstanceIdx, class1.programInstanceIdx));

  const members = await Promise.all(Array.from({ length: 12 }, () => createMember(t.db)));
  const m = (i: number) => {
    const member = members[i];
    if (!member) throw new Error('member');
    return member.userIdx;
  };
  const entry = (
    i: number,
    program: { programIdx: number },
    values: Partial<Parameters<typeof createReserveEntry>[1]>,
  ) => createReserveEntry(t.db, { userIdx: m(i), programIdx: program.programIdx, ...values });
  const on = (instance: { programInstanceIdx: number }) => ({
    programInstanceIdx: instance.programInstanceIdx,
  });

  // Made on day -5: a party of 2, and one the member cancelled on day -4.
  await entry(0, perfume, { ...on(class3), participantCnt: 2, regDate: at(day(-5), '12:00') });
  await entry(1, perfume, {
    ...on(class3),
    status: 'CANCEL',
    regDate: at(day(-5), '13:00'),
    cancelledAt: at(day(-4), '20:00'),
  });
  // Made on day -4: one checked in, one not shown, and a party of 3 on the unlimited tour.
  await entry(2, perfume, { ...on(class3), status: 'DONE', regDate: at(day(-4), '10:00') });
  await entry(3, perfume, { ...on(class3), status: 'NOSHOW', regDate: at(day(-4), '11:00') });
  await entry(4, tour, { ...on(tour3), participantCnt: 3, regDate: at(day(-4), '12:00') });
  // Made on day -6, cancelled later: 못 가요 and an operator's cancel on day -3, and the whole
  // session of day -1 cancelled on day -2.
  await entry(5, perfume, {
    ...on(class2),
    status: 'CANCEL',
    regDate: at(day(-6), '10:00'),
    cancelledAt: at(day(-3), '09:00'),
    visitAnswer: 'NOT_COMING',
  });
  await entry(6, perfume, {
    ...on(class2),
    status: 'CANCEL',
    regDate: at(day(-6), '10:30'),
    cancelledAt: at(day(-3), '15:00'),
    cancelReason: '현장 사정으로 취소',
  });
  await entry(7, perfume, {
    ...on(class1),
    status: 'CANCEL',
    regDate: at(day(-6), '11:00'),
    cancelledAt,
  });
  // A draw entry on day -2.
  await entry(8, draw, {
    programType: 'APPLICATION',
    status: 'ATTEND',
    regDate: at(day(-2), '18:00'),
  });
  // The freed seats refilled from the waiting list on day -3: a party of 2.
  const refill = await entry(9, perfume, {
    ...on(class2),
    participantCnt: 2,
    regDate: at(day(-3), '10:00'),
  });
  await t.db.insert(waitlistEntries).values({
    userIdx: m(9),
    programIdx: perfume.programIdx,
    programInstanceIdx: class2.programInstanceIdx,
    personCount: 2,
    state: 'ACCEPTED',
    request: {
      name: null,
      phoneNumber: null,
      email: null,
      agreementYn: true,
      answers: [],
      consents: [],
    },
    joinedAt: at(day(-6), '12:00'),
    offeredAt: at(day(-3), '09:01'),
    endedAt: at(day(-3), '10:00'),
    reserveEntryIdx: refill.reserveEntryIdx,
  });

  // The door: day -3, three members (one first at the entrance at 10:05, then the studio);
  // day -2, one at 10:30.
  await checkIn(m(0), {}, at(day(-3), '10:05'));
  await checkIn(m(0), { zoneIdx: zone2.zoneIdx }, at(day(-3), '11:00'));
  await checkIn(m(2), { programIdx: perfume.programIdx }, at(day(-3), '14:20'));
  await checkIn(m(4), { zoneIdx: zone1.zoneIdx }, at(day(-3), '10:40'));
  await checkIn(m(0), {}, at(day(-2), '10:30'));
});
afterAll(async () => {
  await t.close();
});

const week = { from: day(-6), to: today };
const hoursOf = (data: Json) =>
  Object.fromEntries(
    data.hours.filter((h: Json) => h.visitors > 0).map((h: Json) => [h.hour, h.visitors]),
  );
const dayOf = (data: Json, offset: number) => data.days.find((d: Json) => d.date === day(offset));
const cancels = (member: number, notComing: number, staffCancel: number, session: number) => ({
  member,
  notComing,
  staff: staffCancel,
  session,
  total: member + notComing + staffCancel + session,
});

describe('POST /api/staff/stats', () => {
  it('counts a fabricated week per day: bookings, draws, fill rate, check-ins, no-shows, cancels by cause and refills', async () => {
    const response = await post('/api/staff/stats', week, staff);
    expect(response.statusCode, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json().data;
    expect(data).toMatchObject({ from: day(-6), to: today, programIdx: null, floorIdx: null });
    expect(data.days.map((d: Json) => d.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(day));

    expect(dayOf(data, -6)).toMatchObject({
      bookings: 3,
      drawEntries: 0,
      cancels: cancels(0, 0, 0, 0),
    });
    expect(dayOf(data, -5)).toMatchObject({ bookings: 2 });
    expect(dayOf(data, -4)).toMatchObject({ bookings: 3, cancels: cancels(1, 0, 0, 0) });
    expect(dayOf(data, -3)).toEqual({
      date: day(-3),
      bookings: 1,
      drawEntries: 0,
      // the class's 10 seats; the unlimited tour's 3 people count as booked, not in the rate
      capacity: 10,
      bookedSeats: 7,
      fillRate: 0.4,
      checkIns: 3,
      noShows: 1,
      cancels: cancels(0, 1, 1, 0),
      refills: 1,
      refilledSeats: 2,
    });
    expect(dayOf(data, -2)).toMatchObject({
      drawEntries: 1,
      capacity: 4,
      bookedSeats: 2,
      fillRate: 0.5,
      checkIns: 1,
      cancels: cancels(0, 0, 0, 1),
    });
    // the cancelled session of day -1 offers no seats
    expect(dayOf(data, -1)).toMatchObject({ capacity: null, fillRate: null, bookedSeats: 0 });
    expect(data.totals).toEqual({
      bookings: 9,
      drawEntries: 1,
      capacity: 14,
      bookedSeats: 9,
      fillRate: 0.429,
      checkIns: 4,
      noShows: 1,
      cancels: cancels(1, 1, 1, 1),
      refills: 1,
      refilledSeats: 2,
    });
    // each member at their first check-in of the day, by Seoul hour
    expect(data.hours).toHaveLength(24);
    expect(hoursOf(data)).toEqual({ 10: 3, 14: 1 });
    // the filters' choices, by name
    expect(data.choices.floors.map((f: Json) => f.floorLabel)).toEqual(['1층', '2층']);
    expect(data.choices.programs.map((p: Json) => p.programName)).toContain('향수 클래스');
  });

  it('narrows to one floor: its programs, and check-ins at its zones and programs', async () => {
    const data = (
      await post('/api/staff/stats', { ...week, floorIdx: floor1.floorIdx }, staff)
    ).json().data;
    expect(data.floorIdx).toBe(floor1.floorIdx);
    expect(data.totals).toMatchObject({
      bookings: 1,
      drawEntries: 1,
      capacity: null,
      bookedSeats: 3,
      fillRate: null,
      checkIns: 1,
      cancels: cancels(0, 0, 0, 0),
      refills: 0,
    });
    expect(hoursOf(data)).toEqual({ 10: 1 });

    const upstairs = (
      await post('/api/staff/stats', { ...week, floorIdx: floor2.floorIdx }, staff)
    ).json().data;
    // the studio at 11:00 and the class at 14:20
    expect(upstairs.totals.checkIns).toBe(2);
    expect(hoursOf(upstairs)).toEqual({ 11: 1, 14: 1 });
  });

  it('narrows to one program', async () => {
    const data = (
      await post('/api/staff/stats', { ...week, programIdx: perfume.programIdx }, staff)
    ).json().data;
    expect(data.totals).toMatchObject({
      bookings: 8,
      drawEntries: 0,
      capacity: 14,
      bookedSeats: 6,
      checkIns: 1,
      noShows: 1,
      cancels: cancels(1, 1, 1, 1),
      refills: 1,
    });
    expect(hoursOf(data)).toEqual({ 14: 1 });
  });

  it('refuses a range backwards or longer than 92 days, in Korean, on the field', async () => {
    const backwards = await post('/api/staff/stats', { from: today, to: day(-1) }, staff);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      fields: [{ path: 'to', message: '끝 날짜는 시작 날짜와 같거나 그 뒤여야 해요.' }],
    });
    const long = await post('/api/staff/stats', { from: day(-92), to: today }, staff);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual([
      expect.objectContaining({ path: 'to', message: '기간은 92일까지 볼 수 있어요.' }),
    ]);
    expect((await post('/api/staff/stats', { from: day(-91), to: today }, staff)).statusCode).toBe(
      200,
    );
    const badDate = await post('/api/staff/stats', { from: '2026-02-30', to: today }, staff);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields[0].path).toBe('from');
  });

  it('is for staff sessions: any role reads, nobody else', async () => {
    expect((await post('/api/staff/stats', week)).statusCode).toBe(401);
    expect((await post('/api/staff/stats', week, editor)).statusCode).toBe(200);
    expect((await post('/api/staff/stats', week, admin)).statusCode).toBe(200);
    expect((await post('/api/staff/headcount', {})).statusCode).toBe(401);
    expect((await post('/api/staff/stats/export', { ...week, format: 'csv' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/staff/stats/export', () => {
  it('answers the table as CSV with a 합계 row, audited', async () => {
    const response = await post('/api/staff/stats/export', { ...week, format: 'csv' }, staff);
    expect(response.statusCode, response.text).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(String(response.headers['content-disposition'])).toContain(
      encodeURIComponent(`통계_${day(-6)}_${today}.csv`),
    );
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '날짜,예약,응모,정원,예약 좌석,채움률(%),입장,불참,취소 합계,회원 취소,못 가요,운영자 취소,회차 취소,대기 채움,대기 채움 좌석',
    );
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines.find((line) => line.startsWith(day(-3)))).toBe(
      `${day(-3)},1,0,10,7,40,3,1,2,0,1,1,0,1,2`,
    );
    expect(lines.at(-1)).toBe('합계,9,1,14,9,42.9,4,1,4,1,1,1,1,1,2');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.stats'));
    expect(audits).toHaveLength(1);
  });

  it('answers an XLSX workbook with the same numbers', async () => {
    const response = await post(
      '/api/staff/stats/export',
      { ...week, programIdx: perfume.programIdx, format: 'xlsx' },
      staff,
    );
    expect(response.statusCode, response.text).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(last.slice(1, 3)).toEqual(['합계', 8]);
  });

  it('refuses a range too long like the page does', async () => {
    const response = await post(
      '/api/staff/stats/export',
      { from: day(-100), to: today, format: 'xlsx' },
      staff,
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/staff/headcount', () => {
  it('counts who is in the building per floor against its capacity, 입장 기준', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(t.db)));
    const [a, b, c, d, e, f] = members.map((member) => member.userIdx);
    if (!a || !b || !c || !d || !e || !f) throw new Error('members');
    // floor 2 (capacity 3): a (zone), b (the class), c (moved up from floor 1) → 3 = full
    await checkIn(a, { zoneIdx: zone2.zoneIdx }, minutesAgo(30));
    await checkIn(b, { programIdx: perfume.programIdx }, minutesAgo(20));
    await checkIn(c, { zoneIdx: zone1.zoneIdx }, minutesAgo(50));
    await checkIn(c, { zoneIdx: zone2.zoneIdx }, minutesAgo(10));
    // floor 1 (capacity 10): d → 1 = ok; e was there 3 hours ago: checked in today, not counted now
    await checkIn(d, { zoneIdx: zone1.zoneIdx }, minutesAgo(5));
    await checkIn(e, { zoneIdx: zone1.zoneIdx }, minutesAgo(180));
    // the entrance only: f
    await checkIn(f, {}, minutesAgo(1));

    const response = await post('/api/staff/headcount', {}, staff);
    expect(response.statusCode, response.text).toBe(200);
    const data = response.json().data;
    expect(data.basis).toContain('입장 기준');
    expect(data).toMatchObject({ date: today, presenceWindowMinutes: 120, inBuilding: 5 });
    expect(data.floors).toEqual([
      {
        floorIdx: null,
        floorName: '입구',
        floorLabel: '입구 (층 미확인)',
        inBuilding: 1,
        checkedInToday: 1,
        capacity: null,
        ratio: null,
        level: null,
      },
      {
        floorIdx: floor1.floorIdx,
        floorName: '1F',
        floorLabel: '1층',
        inBuilding: 1,
        checkedInToday: 2,
        capacity: 10,
        ratio: 0.1,
        level: 'OK',
      },
      {
        floorIdx: floor2.floorIdx,
        floorName: '2F',
        floorLabel: '2층',
        inBuilding: 3,
        checkedInToday: 3,
        capacity: 3,
        ratio: 1,
        level: 'FULL',
      },
    ]);

    // An EDITOR sets floor 2's capacity in 층 (the console's floor form): 3 of 4 is 75 %: ok.
    const capacity = async (value: number | null) => {
      const saved = await post(
        '/api/staff/floors/save',
        {
          floorIdx: floor2.floorIdx,
          floorName: '2F',
          floorLabel: '2층',
          index: floor2.sortIndex,
          capacity: value,
        },
        editor,
      );
      expect(saved.statusCode, saved.text).toBe(200);
      return (await post('/api/staff/headcount', {}, staff)).json().data.floors[2];
    };
    expect(await capacity(4)).toMatchObject({ capacity: 4, ratio: 0.75, level: 'OK' });
    // e comes up to floor 2: 4 of 4 is full, 4 of 5 is 80 %: near.
    await checkIn(e, { zoneIdx: zone2.zoneIdx }, minutesAgo(0));
    expect(await capacity(4)).toMatchObject({ inBuilding: 4, ratio: 1, level: 'FULL' });
    expect(await capacity(5)).toMatchObject({ inBuilding: 4, ratio: 0.8, level: 'NEAR' });
    expect(await capacity(null)).toMatchObject({ capacity: null, ratio: null, level: null });
    const floors = (await post('/api/staff/floors', {}, editor)).json().data;
    expect(floors.find((row: Json) => row.floorIdx === floor1.floorIdx).capacity).toBe(10);

    // The dashboard's last seven days count today's check-ins as 통계 does.
    const dashboard = (await post('/api/staff/dashboard', {}, staff)).json().data;
    const stats = (await post('/api/staff/stats', week, staff)).json().data;
    expect(dashboard.lastSevenDays).toEqual(
      stats.days.map((d: Json) => ({
        date: d.date,
        bookings: d.bookings,
        drawEntries: d.drawEntries,
        checkIns: d.checkIns,
        noShows: d.noShows,
        cancels: d.cancels.total,
      })),
    );
    expect(dashboard.lastSevenDays.at(-1)).toMatchObject({ date: today, checkIns: 6 });
  });
});

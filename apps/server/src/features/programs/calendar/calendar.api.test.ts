/**
 * Add to calendar through HTTP: GET /api/calendar/{token}.ics without a login, and
 * the member's entry detail with its `calendar` links. The .ics is read back with a small parser
 * (unfolded lines, properties by name), so what a calendar app would read is what is checked.
 */
import { addDays, seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFloor,
  createProgram,
  createProgramInstance,
  createReserveEntry,
  createZone,
} from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { users, venueSettings } from '../../../db/schema';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { signLink } from '../../../lib/signed-links';
import { instanceStart } from '../programs/programs.rules';
import {
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../reserve-entries/reserve-entries.test-fixtures';
import { utcStamp } from './calendar-event';

let t: TestApp;
let editor: Record<string, string>;
let zone: { zoneIdx: number };

beforeAll(async () => {
  t = await createTestApp();
  // The demo venue, open every day (no closed day may refuse the bookings below).
  const settings = buildVenueSettings();
  await t.db.insert(venueSettings).values({
    settingsIdx: 1,
    settings: {
      ...settings,
      closedDays: { weekdays: [], monthlyWeekdays: [], dates: [], notes: [] },
    },
  });
  const floor = await createFloor(t.db, { floorName: '2F', floorLabel: '2층' });
  zone = await createZone(t.db, { floorIdx: floor.floorIdx, zoneName: 'Flex Hall' });
  const operator = await createOperator(t.db, { role: 'EDITOR' });
  editor = { cookie: await staffLogin(t.app, operator.loginId, operator.password) };
});
afterAll(() => t.close());

// ── A tiny iCalendar reader ─────────────────────────────────────────────────

interface Ics {
  lines: string[];
  /** the value of the first property `name` (parameters dropped), unescaped */
  get(name: string): string | undefined;
  /** how many lines are exactly `line` */
  count(line: string): number;
}

function parseIcs(text: string): Ics {
  expect(text.endsWith('\r\n')).toBe(true);
  // RFC 5545 §3.1: a CRLF followed by a space or a tab continues the line.
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  for (const line of lines) expect(line).toMatch(/^[A-Z-]+[;:]/);
  return {
    lines,
    get(name) {
      const line = lines.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
      return line
        ?.slice(line.indexOf(':') + 1)
        .replace(/\\n/gi, '\n')
        .replace(/\\([,;\\])/g, '$1');
    },
    count(line) {
      return lines.filter((l) => l === line).length;
    },
  };
}

// ── Helpers ─────────────────────────────────────────────────────────────────

const download = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/calendar/${token}.ics`, headers });

/** The path of an absolute link of this server. */
const pathOf = (url: string) => {
  expect(url.startsWith(`${t.config.publicOrigin}/`)).toBe(true);
  return url.slice(t.config.publicOrigin.length);
};

const calendarToken = (reserveEntryIdx: number) =>
  signLink(t.config.jwtSecret, 'calendar', reserveEntryIdx, null);

async function downloadIcs(reserveEntryIdx: number): Promise<Ics> {
  const response = await download(calendarToken(reserveEntryIdx));
  expect(response.statusCode, response.body).toBe(200);
  return parseIcs(response.body);
}

/** A member's booking through POST /api/reserveentry/insert, on a program in the Flex Hall. */
async function booked() {
  const b = await bookableProgram(t, {
    program: { zoneIdx: zone.zoneIdx, programName: '<p>도자기<br>클래스 &amp; 차</p>' },
  });
  const m = await memberWithToken(t);
  const insert = await postJson(
    t.app,
    '/api/reserveentry/insert',
    insertBody(b, m.member.userIdx),
    m.headers,
  );
  expect(insert.statusCode, JSON.stringify(insert.body)).toBe(200);
  return { ...b, ...m, reserveEntryIdx: insert.body.data as number };
}

const detail = (reserveEntryIdx: number, headers: Record<string, string>) =>
  postJson(t.app, '/api/reserveentry/detail', { reserveEntryIdx }, headers);

function expectNotFound(response: Awaited<ReturnType<typeof download>>, label = '') {
  expect(response.statusCode, `${label} ${response.body}`).toBe(404);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const body = response.json();
  expect(body).toMatchObject({ success: false, resultCode: 404, errorCode: 'CALENDAR_NOT_FOUND' });
  expect(body.message).toMatch(/[가-힣]/);
}

// ── Tests ───────────────────────────────────────────────────────────────────

describe('GET /api/calendar/{token}.ics', () => {
  it('answers a booked visit as one VEVENT, without a login: UTC times, UID, place and link', async () => {
    const b = await booked();
    const response = await download(calendarToken(b.reserveEntryIdx));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="visit-${b.reserveEntryIdx}.ics"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');

    const ics = parseIcs(response.body);
    expect(ics.lines[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.lines.at(-1)).toBe('END:VCALENDAR');
    expect(ics.get('VERSION')).toBe('2.0');
    expect(ics.count('BEGIN:VEVENT')).toBe(1);
    const host = new URL(t.config.publicOrigin).hostname;
    expect(ics.get('UID')).toBe(`entry-${b.reserveEntryIdx}@${host}`);
    // The instance: the day after tomorrow, 14:00–15:00 in Seoul.
    const day = b.instance.execDate;
    expect(ics.get('DTSTART')).toBe(utcStamp(instanceStart(day, '14:00')));
    expect(ics.get('DTSTART')).toBe(`${day.replace(/-/g, '')}T050000Z`);
    expect(ics.get('DTEND')).toBe(`${day.replace(/-/g, '')}T060000Z`);
    expect(ics.get('SUMMARY')).toBe('도자기 클래스 & 차');
    expect(ics.get('LOCATION')).toBe(
      '2F · Flex Hall, 시그널 하우스 성수, 서울특별시 성동구 성수이로 118 1층 (성수동2가)',
    );
    const entryPage = `${t.config.publicOrigin}/res-entry/detail/reservation/${b.reserveEntryIdx}`;
    expect(ics.get('DESCRIPTION')).toContain(`예약 확인: ${entryPage}`);
    expect(ics.get('URL')).toBe(entryPage);
    expect(ics.get('STATUS')).toBe('CONFIRMED');
    expect(ics.get('SEQUENCE')).toBe('0');
  });

  it('keeps the UID (and everything but the stamp) across downloads', async () => {
    const b = await booked();
    const first = await downloadIcs(b.reserveEntryIdx);
    const second = await downloadIcs(b.reserveEntryIdx);
    expect(second.get('UID')).toBe(first.get('UID'));
    const withoutStamp = (ics: Ics) => ics.lines.filter((line) => !line.startsWith('DTSTAMP'));
    expect(withoutStamp(second)).toEqual(withoutStamp(first));
  });

  it('turns CANCELLED, one SEQUENCE later, once the member cancels; and rises again when an EDITOR moves the instance', async () => {
    const b = await booked();
    const cancel = await postJson(
      t.app,
      '/api/reserveentry/cancel',
      { reserveEntryIdx: b.reserveEntryIdx },
      b.headers,
    );
    expect(cancel.statusCode, JSON.stringify(cancel.body)).toBe(200);
    const cancelled = await downloadIcs(b.reserveEntryIdx);
    expect(cancelled.get('STATUS')).toBe('CANCELLED');
    expect(cancelled.get('SEQUENCE')).toBe('1');
    expect(cancelled.get('DESCRIPTION')).toContain('취소된 예약이에요.');

    // An EDITOR may move an instance nobody holds a place in any more (decision 026).
    const save = (startTime: string, endTime: string, capacity: number) =>
      postJson(
        t.app,
        '/api/staff/programs/instances/save',
        {
          programIdx: b.program.programIdx,
          programInstanceIdx: b.instance.programInstanceIdx,
          execDate: b.instance.execDate,
          startTime,
          endTime,
          capacity,
        },
        editor,
      );
    const moved = await save('16:00', '17:30', 20);
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    const after = await downloadIcs(b.reserveEntryIdx);
    expect(after.get('SEQUENCE')).toBe('2');
    expect(after.get('DTSTART')).toBe(utcStamp(instanceStart(b.instance.execDate, '16:00')));
    expect(after.get('DTEND')).toBe(utcStamp(instanceStart(b.instance.execDate, '17:30')));
    expect(after.get('UID')).toBe(cancelled.get('UID'));

    // Seats alone are no move: the same day and times keep the SEQUENCE.
    expect((await save('16:00', '17:30', 30)).statusCode).toBe(200);
    expect((await downloadIcs(b.reserveEntryIdx)).get('SEQUENCE')).toBe('2');
  });

  it('answers a won draw, and 404 for an application not won', async () => {
    const program = await createProgram(t.db, {
      programType: 'APPLICATION',
      programName: '한정판 드로우',
      zoneIdx: zone.zoneIdx,
    });
    const instance = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(seoulToday(new Date()), 3),
      startTime: '11:00',
      endTime: '11:30',
    });
    const { member, headers } = await memberWithToken(t);
    const entry = (status: string) =>
      createReserveEntry(t.db, {
        userIdx: member.userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: instance.programInstanceIdx,
        programType: 'APPLICATION',
        status,
      });
    const won = await entry('WIN');
    const ics = await downloadIcs(won.reserveEntryIdx);
    expect(ics.get('SUMMARY')).toBe('한정판 드로우');
    expect(ics.get('DTSTART')).toBe(utcStamp(instanceStart(instance.execDate, '11:00')));
    expect(ics.get('STATUS')).toBe('CONFIRMED');
    expect(ics.get('DESCRIPTION')).toContain(
      `응모 확인: ${t.config.publicOrigin}/res-entry/detail/application/${won.reserveEntryIdx}`,
    );
    const wonDetail = await detail(won.reserveEntryIdx, headers);
    expect(wonDetail.body.data.calendar).not.toBeNull();

    for (const status of ['ATTEND', 'LOSE', 'ATTENDCANCEL']) {
      const other = await memberWithToken(t);
      const notWon = await createReserveEntry(t.db, {
        userIdx: other.member.userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: instance.programInstanceIdx,
        programType: 'APPLICATION',
        status,
      });
      expectNotFound(await download(calendarToken(notWon.reserveEntryIdx)));
      const shown = await detail(notWon.reserveEntryIdx, other.headers);
      expect(shown.statusCode).toBe(200);
      expect(shown.body.data.calendar, status).toBeNull();
    }
  });

  it('answers 404 for a program without instances', async () => {
    const program = await createProgram(t.db, { scheduleType: 'ALWAYS' });
    const { member, headers } = await memberWithToken(t);
    const entry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
    });
    expectNotFound(await download(calendarToken(entry.reserveEntryIdx)));
    expect((await detail(entry.reserveEntryIdx, headers)).body.data.calendar).toBeNull();
  });

  it('answers 404, never 5xx, to a forged, other-purpose, unknown or garbage token', async () => {
    const b = await booked();
    const good = calendarToken(b.reserveEntryIdx);
    const lastChar = good.at(-1) === 'A' ? 'B' : 'A';
    const tokens = [
      // the signature changed
      `${good.slice(0, -1)}${lastChar}`,
      // another entry's number under this entry's signature
      good.replace(/^\d+/, String(b.reserveEntryIdx + 1)),
      // a genuine link of another purpose for the same entry
      signLink(t.config.jwtSecret, 'visit-coming', b.reserveEntryIdx, null),
      signLink(t.config.jwtSecret, 'visit-not-coming', b.reserveEntryIdx, null),
      // signed with another secret
      signLink(
        'another-secret-that-is-long-enough-0123456789',
        'calendar',
        b.reserveEntryIdx,
        null,
      ),
      // a genuine link to an entry that does not exist
      calendarToken(2_000_000_000),
      'x',
      '1',
      '0.0.AAAAAAAAAAAAAAAAAAAAAA',
      'x'.repeat(90),
      encodeURIComponent('가나다'),
      '%00',
    ];
    for (const token of tokens) expectNotFound(await download(token), token.slice(0, 40));
    // A path the router will not read (broken percent-encoding, a parameter over its 100
    // characters) is refused before any route, in the same envelope.
    for (const token of ['%E0%A4%A', 'x'.repeat(5000)]) {
      const refused = await download(token);
      expect(refused.statusCode, token.slice(0, 40)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, errorCode: 'MALFORMED_REQUEST' });
    }
    // `/api/calendar/.ics`: an empty token
    expectNotFound(await t.app.inject({ method: 'GET', url: '/api/calendar/.ics' }));
    // The genuine one still works.
    expect((await download(good)).statusCode).toBe(200);
  });

  it('answers 404 once the member has withdrawn', async () => {
    const b = await booked();
    await t.db
      .update(users)
      .set({ status: 'WITHDRAWN' })
      .where(eq(users.userIdx, b.member.userIdx));
    expectNotFound(await download(calendarToken(b.reserveEntryIdx)));
  });
});

describe('POST /api/reserveentry/detail: calendar', () => {
  it('gives a booked visit its .ics link and its Google Calendar link, with the same event', async () => {
    const b = await booked();
    const shown = await detail(b.reserveEntryIdx, b.headers);
    expect(shown.statusCode).toBe(200);
    const { icsUrl, googleUrl } = shown.body.data.calendar;
    // The same signed link as the 알림톡's 캘린더에 추가 button.
    expect(icsUrl).toBe(
      `${t.config.publicOrigin}/api/calendar/${calendarToken(b.reserveEntryIdx)}.ics`,
    );
    const ics = parseIcs((await t.app.inject({ method: 'GET', url: pathOf(icsUrl) })).body);
    const google = new URL(googleUrl);
    expect(`${google.origin}${google.pathname}`).toBe(
      'https://calendar.google.com/calendar/render',
    );
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(ics.get('SUMMARY'));
    expect(google.searchParams.get('dates')).toBe(`${ics.get('DTSTART')}/${ics.get('DTEND')}`);
    expect(google.searchParams.get('location')).toBe(ics.get('LOCATION'));
    expect(google.searchParams.get('details')).toBe(ics.get('DESCRIPTION'));
    // The spec's fields are all still there.
    expect(shown.body.data).toMatchObject({
      reserveEntryIdx: b.reserveEntryIdx,
      programType: 'RESERVATION',
      status: 'CONFIRM',
      cancelableYn: 'Y',
    });
  });

  it('offers none once the entry is cancelled (the file itself says CANCELLED)', async () => {
    const b = await booked();
    await postJson(
      t.app,
      '/api/reserveentry/cancel',
      { reserveEntryIdx: b.reserveEntryIdx },
      b.headers,
    );
    expect((await detail(b.reserveEntryIdx, b.headers)).body.data.calendar).toBeNull();
    expect((await downloadIcs(b.reserveEntryIdx)).get('STATUS')).toBe('CANCELLED');
  });
});

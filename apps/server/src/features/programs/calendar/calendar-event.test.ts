import { describe, expect, it } from 'vitest';
import type { CalendarEntryRow } from './calendar.repository';
import { calendarEventOf } from './calendar.service';
import {
  type CalendarEvent,
  calendarFile,
  googleCalendarUrl,
  hasCalendar,
  offersCalendar,
  utcStamp,
} from './calendar-event';

/** The .ics's lines, folded lines joined back (RFC 5545 §3.1), as `NAME` → value. */
function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}
function property(text: string, name: string): string | undefined {
  return unfold(text)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');
}

const event: CalendarEvent = {
  uid: 'entry-12@venue.example',
  title: '도자기 클래스, 주말; 특별',
  start: new Date('2026-12-01T14:00:00+09:00'),
  end: new Date('2026-12-01T15:30:00+09:00'),
  location: '2F · Flex Hall, 시그널 하우스 성수, 서울특별시 성동구 성수이로 118',
  description:
    '방문하시는 날 앱의 MY QR을 입구에서 보여 주세요.\n예약 확인: https://venue.example/x',
  url: 'https://venue.example/res-entry/detail/reservation/12',
  status: 'CONFIRMED',
  sequence: 2,
};

describe('calendarFile', () => {
  const text = calendarFile(event, '-//venue.example//visits//KO');

  it('is one VEVENT in a VCALENDAR, lines ended by CRLF', () => {
    const lines = unfold(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(property(text, 'VERSION')).toBe('2.0');
    expect(property(text, 'PRODID')).toBe('-//venue.example//visits//KO');
  });

  it('gives the times in UTC, the UID, SEQUENCE and STATUS as given', () => {
    expect(property(text, 'DTSTART')).toBe('20261201T050000Z');
    expect(property(text, 'DTEND')).toBe('20261201T063000Z');
    expect(property(text, 'UID')).toBe('entry-12@venue.example');
    expect(property(text, 'SEQUENCE')).toBe('2');
    expect(property(text, 'STATUS')).toBe('CONFIRMED');
    expect(property(text, 'URL')).toBe(event.url);
  });

  it('escapes commas, semicolons and line breaks of the texts (RFC 5545 §3.3.11)', () => {
    expect(property(text, 'SUMMARY')).toBe('도자기 클래스\\, 주말\\; 특별');
    expect(property(text, 'DESCRIPTION')).toContain('보여 주세요.\\n예약 확인');
    expect(property(text, 'LOCATION')).toContain('2F · Flex Hall\\, 시그널 하우스 성수');
  });

  it('says CANCELLED for a cancelled visit', () => {
    const cancelled = calendarFile({ ...event, status: 'CANCELLED', sequence: 3 }, 'p');
    expect(property(cancelled, 'STATUS')).toBe('CANCELLED');
    expect(property(cancelled, 'SEQUENCE')).toBe('3');
  });
});

describe('googleCalendarUrl', () => {
  it('fills Google Calendar’s event form: title, UTC dates, details and place, percent-encoded', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20261201T050000Z/20261201T063000Z');
    expect(url.searchParams.get('details')).toBe(event.description);
    expect(url.searchParams.get('location')).toBe(event.location);
    // %20, not the form encoding's +, and the slash of `dates` encoded.
    expect(url.search).not.toContain('+');
    expect(url.search).toContain('dates=20261201T050000Z%2F20261201T063000Z');
  });
});

describe('utcStamp', () => {
  it('writes an instant as iCalendar’s UTC form, seconds kept, milliseconds dropped', () => {
    expect(utcStamp(new Date('2026-12-31T23:59:58.900+09:00'))).toBe('20261231T145958Z');
  });
});

describe('which entries have a calendar', () => {
  it.each([
    ['RESERVATION', 'CONFIRM', true, true],
    ['RESERVATION', 'APPLY', true, true],
    ['RESERVATION', 'DONE', true, false],
    ['RESERVATION', 'NOSHOW', true, false],
    ['RESERVATION', 'CANCEL', true, false],
    ['APPLICATION', 'WIN', true, true],
    ['APPLICATION', 'CANCEL', true, false],
    ['APPLICATION', 'ATTEND', false, false],
    ['APPLICATION', 'LOSE', false, false],
    ['APPLICATION', 'ATTENDCANCEL', false, false],
    ['DEFAULT', 'CONFIRM', false, false],
  ])('%s %s: a file %s, the buttons %s', (type, status, file, buttons) => {
    expect(hasCalendar(type, status)).toBe(file);
    expect(offersCalendar(type, status, false)).toBe(buttons);
  });

  it('offers no buttons for an entry of a cancelled instance', () => {
    expect(offersCalendar('RESERVATION', 'CONFIRM', true)).toBe(false);
  });
});

describe('calendarEventOf', () => {
  const row: CalendarEntryRow = {
    reserveEntryIdx: 12,
    programType: 'RESERVATION',
    status: 'CONFIRM',
    programName: '<p>도자기<br>클래스 &amp; 차</p>',
    execDate: '2026-12-01',
    startTime: '14:00:00',
    endTime: '15:30:00',
    scheduleVersion: 1,
    instanceCancelledAt: null,
    floorName: '2F',
    zoneName: 'Flex Hall',
  };
  const venue = { venueName: '시그널 하우스 성수', address: '서울특별시 성동구 성수이로 118 1층' };
  const origin = 'https://venue.example:8443';

  it('makes the visit from the entry, its Seoul instance and the venue', () => {
    expect(calendarEventOf(row, venue, origin)).toEqual({
      uid: 'entry-12@venue.example',
      title: '도자기 클래스 & 차',
      start: new Date('2026-12-01T05:00:00Z'),
      end: new Date('2026-12-01T06:30:00Z'),
      location: '2F · Flex Hall, 시그널 하우스 성수, 서울특별시 성동구 성수이로 118 1층',
      description:
        '시그널 하우스 성수 방문하시는 날 앱의 MY QR을 입구에서 보여 주세요.\n예약 확인: https://venue.example:8443/res-entry/detail/reservation/12',
      url: 'https://venue.example:8443/res-entry/detail/reservation/12',
      status: 'CONFIRMED',
      sequence: 1,
    });
  });

  it('is CANCELLED one SEQUENCE later once the entry or its instance is cancelled', () => {
    for (const cancelled of [
      { ...row, status: 'CANCEL' },
      { ...row, instanceCancelledAt: new Date() },
    ]) {
      const made = calendarEventOf(cancelled, venue, origin);
      expect(made?.status).toBe('CANCELLED');
      expect(made?.sequence).toBe(2);
      expect(made?.description.startsWith('취소된 예약이에요.')).toBe(true);
    }
  });

  it('ends the next day when the instance runs past midnight', () => {
    const late = calendarEventOf(
      { ...row, startTime: '23:00:00', endTime: '01:00:00' },
      venue,
      origin,
    );
    expect(late?.end.toISOString()).toBe('2026-12-01T16:00:00.000Z');
  });

  it('has none without an instance, or for an application not won', () => {
    const noInstance = {
      ...row,
      execDate: null,
      startTime: null,
      endTime: null,
      scheduleVersion: null,
    };
    expect(calendarEventOf(noInstance, venue, origin)).toBeNull();
    expect(
      calendarEventOf({ ...row, programType: 'APPLICATION', status: 'ATTEND' }, venue, origin),
    ).toBeNull();
  });

  it('leaves out what the venue has not set', () => {
    const bare = calendarEventOf(
      { ...row, floorName: null, zoneName: null },
      { venueName: '', address: '' },
      origin,
    );
    expect(bare?.location).toBe('');
    expect(bare?.description.startsWith('방문하시는 날')).toBe(true);
  });
});

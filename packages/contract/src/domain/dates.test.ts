import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, selectedDayForMonth, weekStrip } from './calendar';
import {
  addDays,
  diffDays,
  nextMidnight,
  parseYmd,
  seoulMidnight,
  seoulParts,
  seoulToday,
  startOfWeekMonday,
  toDotDate,
  toDotDateWeekday,
  toSeoulIso,
  toSeoulTime,
  toYmd,
  WEEKDAY_LABELS_KO,
  weekdayLabel,
} from './dates';

describe('toYmd and seoulToday use the Seoul day whatever the machine time zone', () => {
  it.each([
    ['2026-11-21T14:59:59Z', '2026-11-21', 'a second before midnight in Seoul'],
    ['2026-11-21T15:00:00Z', '2026-11-22', 'midnight in Seoul'],
    ['2026-12-31T15:00:00Z', '2027-01-01', 'new year in Seoul while still 31 December in UTC'],
    ['2028-02-28T15:30:00Z', '2028-02-29', 'a leap day'],
  ])('%s is %s (%s)', (instant, ymd) => {
    expect(toYmd(new Date(instant))).toBe(ymd);
    expect(seoulToday(new Date(instant))).toBe(ymd);
  });
});

describe('toDotDateWeekday', () => {
  it('adds the Seoul weekday to the dotted day', () => {
    expect(toDotDateWeekday('2026-11-28')).toBe('26.11.28 (토)');
    expect(toDotDateWeekday('2026-11-22T23:30:00+09:00')).toBe('26.11.22 (일)');
    expect(toDotDateWeekday(null)).toBe('');
    expect(toDotDateWeekday('nope')).toBe('');
  });
});

describe('toDotDate', () => {
  it.each([
    ['2026-11-22', '26.11.22'],
    ['2000-01-05', '00.01.05'],
    ['2026-11-21T15:00:00Z', '26.11.22'],
    ['2026-11-22T00:30:00+09:00', '26.11.22'],
    [new Date('2026-11-21T15:00:00Z'), '26.11.22'],
    ['2026-02-30', ''],
    ['nonsense', ''],
    [null, ''],
    [undefined, ''],
    [new Date('invalid'), ''],
  ])('%j reads %j', (value, expected) => {
    expect(toDotDate(value)).toBe(expected);
  });
});

describe('parseYmd accepts only real days written YYYY-MM-DD', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-28', '2026-02-28'],
    ['2026-02-29', null],
    ['2026-02-30', null],
    ['2026-04-31', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-11-00', null],
    ['2026-1-2', null],
    ['20261122', null],
    ['2026-11-22T00:00:00Z', null],
    [' 2026-11-22', null],
    ['', null],
    [20261122, null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(parseYmd(value)).toBe(expected);
  });
});

describe('weekday labels', () => {
  it('are 일 월 화 수 목 금 토, Sunday first', () => {
    expect(WEEKDAY_LABELS_KO).toEqual(['일', '월', '화', '수', '목', '금', '토']);
  });

  it.each([
    ['2026-11-22', '일'],
    ['2026-11-23', '월'],
    ['2026-11-24', '화'],
    ['2026-11-25', '수'],
    ['2026-11-26', '목'],
    ['2026-11-27', '금'],
    ['2026-11-28', '토'],
  ])('%s is %s', (ymd, label) => {
    expect(weekdayLabel(ymd)).toBe(label);
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2026-11-22', 1, '2026-11-23'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-22', -22, '2026-10-31'],
    ['2026-11-22', 0, '2026-11-22'],
  ])('%s plus %s days is %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
    expect(diffDays(from, expected)).toBe(days);
  });

  it.each([
    ['2026-11-22', '2026-11-16', 'Sunday belongs to the week that began on Monday the 16th'],
    ['2026-11-23', '2026-11-23', 'Monday is its own week start'],
    ['2026-11-28', '2026-11-23', 'Saturday'],
    ['2027-01-01', '2026-12-28', 'across a year end'],
  ])('the Monday of the week of %s is %s (%s)', (day, monday) => {
    expect(startOfWeekMonday(day)).toBe(monday);
  });

  it.each([
    [2026, 11, 1, { year: 2026, month: 12 }],
    [2026, 12, 1, { year: 2027, month: 1 }],
    [2026, 1, -1, { year: 2025, month: 12 }],
    [2026, 3, -15, { year: 2024, month: 12 }],
  ])('%s-%s plus %s months', (year, month, delta, expected) => {
    expect(addMonths(year, month, delta)).toEqual(expected);
  });
});

describe('weekStrip', () => {
  it('runs 21 days from the Monday before this week to 13 days after this Monday', () => {
    const strip = weekStrip('2026-11-26'); // a Thursday
    expect(strip).toHaveLength(21);
    expect(strip[0]?.ymd).toBe('2026-11-16');
    expect(strip[7]?.ymd).toBe('2026-11-23');
    expect(strip[20]?.ymd).toBe('2026-12-06');
    expect(strip.map((d) => d.weekdayLabel).slice(0, 7)).toEqual([
      '월',
      '화',
      '수',
      '목',
      '금',
      '토',
      '일',
    ]);
  });

  it('marks only today', () => {
    const strip = weekStrip('2026-11-26');
    expect(strip.filter((d) => d.isToday).map((d) => d.ymd)).toEqual(['2026-11-26']);
  });

  it('treats a Sunday as the last day of its week', () => {
    const strip = weekStrip('2026-11-22');
    expect(strip[0]?.ymd).toBe('2026-11-09');
    expect(strip[13]).toMatchObject({
      ymd: '2026-11-22',
      isToday: true,
      weekdayLabel: '일',
      day: 22,
    });
  });
});

describe('monthGrid', () => {
  it('lays November 2026 out in Sunday-to-Saturday weeks, neighbours flagged', () => {
    const grid = monthGrid(2026, 11);
    expect(grid).toHaveLength(5);
    expect(grid[0]?.[0]).toMatchObject({ ymd: '2026-11-01', inMonth: true, weekday: 0 });
    const last = grid[4] ?? [];
    expect(last.map((d) => d.ymd)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(last.map((d) => d.inMonth)).toEqual([true, true, false, false, false, false, false]);
  });

  it.each([
    [2026, 2, 4, 'February 2026 starts on a Sunday and fills exactly four weeks'],
    [2026, 8, 6, 'August 2026 starts on a Saturday and needs six rows'],
    [2028, 2, 5, 'leap February 2028'],
  ])('%s-%s has %s weeks (%s)', (year, month, weeks) => {
    const grid = monthGrid(year, month);
    expect(grid).toHaveLength(weeks);
    for (const week of grid) expect(week.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const inMonth = grid.flat().filter((d) => d.inMonth);
    expect(inMonth[0]?.day).toBe(1);
  });

  it('flags leading days of the previous month as outside', () => {
    const first = monthGrid(2026, 8)[0] ?? [];
    expect(first.map((d) => [d.ymd, d.inMonth])).toEqual([
      ['2026-07-26', false],
      ['2026-07-27', false],
      ['2026-07-28', false],
      ['2026-07-29', false],
      ['2026-07-30', false],
      ['2026-07-31', false],
      ['2026-08-01', true],
    ]);
  });

  it.each([
    [2026, 11, '2026-11-22', '2026-11-22', 'today when it is in the month'],
    [2026, 12, '2026-11-22', '2026-12-01', 'else the first day'],
  ])('changing to %s-%s with today %s selects %s (%s)', (year, month, today, expected) => {
    expect(selectedDayForMonth(year, month, today)).toBe(expected);
  });
});

describe('instants', () => {
  it.each([
    ['2026-11-22T10:15:00+09:00', '2026-11-23T00:00:00+09:00'],
    ['2026-11-22T23:59:59+09:00', '2026-11-23T00:00:00+09:00'],
    ['2026-11-22T00:00:00+09:00', '2026-11-23T00:00:00+09:00'],
    ['2026-12-31T20:00:00+09:00', '2027-01-01T00:00:00+09:00'],
  ])('"hide for today" at %s lasts until %s', (now, midnight) => {
    expect(nextMidnight(new Date(now)).toISOString()).toBe(new Date(midnight).toISOString());
  });

  it('finds the start of a Seoul day', () => {
    expect(seoulMidnight('2026-11-22').toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });

  it('writes instants in ISO 8601 with the Seoul offset, and HH:mm', () => {
    const instant = new Date('2026-11-22T01:05:09.750Z');
    expect(toSeoulIso(instant)).toBe('2026-11-22T10:05:09+09:00');
    expect(toSeoulTime(instant)).toBe('10:05');
    expect(new Date(toSeoulIso(instant)).getTime()).toBe(
      new Date('2026-11-22T01:05:09Z').getTime(),
    );
  });
});

describe('seoulParts arithmetic', () => {
  const viaIntl = (instant: Date) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(instant);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return {
      year: get('year'),
      month: get('month'),
      day: get('day'),
      hour: get('hour'),
      minute: get('minute'),
      second: get('second'),
    };
  };

  it('agrees with the time-zone database around Seoul midnights, month and year ends, and the 1987–88 daylight saving', () => {
    const instants = [
      '1987-05-10T15:30:00Z',
      '1988-07-01T14:59:59Z',
      '1988-12-31T15:00:00Z',
      '2024-02-28T15:00:00Z',
      '2026-11-21T14:59:59.999Z',
      '2026-11-21T15:00:00Z',
      '2026-12-31T15:00:00Z',
      '2099-06-30T23:59:59Z',
    ].map((iso) => new Date(iso));
    for (const instant of instants) {
      expect(seoulParts(instant), instant.toISOString()).toEqual(viaIntl(instant));
    }
  });
});

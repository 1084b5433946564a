import { describe, expect, it } from 'vitest';
import {
  canMoveWeek,
  DRAG_THRESHOLD_PX,
  dayButtonLabel,
  dayLabel,
  dragOffset,
  STRIP_WEEKS,
  SWIPE_MIN_PX,
  stripWeeks,
  weekAfterSwipe,
  weekIndexOf,
  weekMonthLabel,
  weekRangeLabel,
} from './week-strip';

// Thursday 26 November 2026: this week runs Monday 23 to Sunday 29.
const today = '2026-11-26';

describe('the 3-week strip', () => {
  it('pages 21 days as three Monday-to-Sunday weeks from the Monday one week before this one', () => {
    const weeks = stripWeeks(today);
    expect(weeks).toHaveLength(STRIP_WEEKS);
    expect(weeks.map((week) => week.length)).toEqual([7, 7, 7]);
    expect(weeks.map((week) => [week[0]?.ymd, week[6]?.ymd])).toEqual([
      ['2026-11-16', '2026-11-22'],
      ['2026-11-23', '2026-11-29'],
      ['2026-11-30', '2026-12-06'],
    ]);
    expect(weeks.flat().every((day, i) => day.weekdayLabel === '월화수목금토일'[i % 7])).toBe(true);
    expect(
      weeks
        .flat()
        .filter((day) => day.isToday)
        .map((day) => day.ymd),
    ).toEqual([today]);
  });

  it('starts on the week of today, even on a Sunday or a Monday', () => {
    expect(weekIndexOf(stripWeeks(today), today)).toBe(1);
    expect(weekIndexOf(stripWeeks('2026-11-29'), '2026-11-29')).toBe(1);
    expect(weekIndexOf(stripWeeks('2026-11-23'), '2026-11-23')).toBe(1);
    expect(weekIndexOf(stripWeeks(today), '2026-12-07')).toBe(-1);
  });

  it('disables previous on the first week and next on the last', () => {
    expect(canMoveWeek(0, -1)).toBe(false);
    expect(canMoveWeek(0, 1)).toBe(true);
    expect(canMoveWeek(1, -1)).toBe(true);
    expect(canMoveWeek(1, 1)).toBe(true);
    expect(canMoveWeek(2, 1)).toBe(false);
    expect(canMoveWeek(2, -1)).toBe(true);
  });
});

describe('swiping the strip', () => {
  it.each([
    // [week, dx, result]
    [1, -SWIPE_MIN_PX, { week: 2, edge: false }],
    [1, SWIPE_MIN_PX, { week: 0, edge: false }],
    [1, -(SWIPE_MIN_PX - 1), { week: 1, edge: false }],
    [1, SWIPE_MIN_PX - 1, { week: 1, edge: false }],
    [0, 120, { week: 0, edge: true }],
    [2, -120, { week: 2, edge: true }],
    [0, -120, { week: 1, edge: false }],
  ])('from week %i a drag of %i px ends on %o', (week, dx, result) => {
    expect(weekAfterSwipe(week, dx)).toEqual(result);
  });

  it('follows the finger inside the strip and resists past either end', () => {
    expect(dragOffset(1, 60)).toBe(60);
    expect(dragOffset(1, -60)).toBe(-60);
    expect(dragOffset(0, -60)).toBe(-60);
    expect(dragOffset(0, 60)).toBe(20);
    expect(dragOffset(2, -60)).toBe(-20);
  });

  it('uses the spec thresholds: 10 px before dragging, 50 px to turn a page', () => {
    expect(DRAG_THRESHOLD_PX).toBe(10);
    expect(SWIPE_MIN_PX).toBe(50);
  });
});

describe('strip labels', () => {
  it('names a day with its month, day and weekday', () => {
    expect(dayLabel({ ymd: '2026-11-26', weekdayLabel: '목' })).toBe('11월 26일 목요일');
  });

  it('starts a day button name with what the button shows (axe label-content-name-mismatch)', () => {
    const day = { ymd: '2026-11-23', weekdayLabel: '월', day: 23, isToday: false } as const;
    expect(dayButtonLabel(day)).toBe('월 23, 11월 23일 월요일');
    expect(dayButtonLabel({ ...day, isToday: true })).toBe('오늘 23, 11월 23일 월요일');
  });

  it('names the month of a week, or both months when it spans two', () => {
    const weeks = stripWeeks(today);
    expect(weekMonthLabel(weeks[1]!)).toBe('2026년 11월');
    expect(weekMonthLabel(weeks[2]!)).toBe('2026년 11월 – 12월');
    expect(weekMonthLabel(stripWeeks('2026-12-31')[1]!)).toBe('2026년 12월 – 2027년 1월');
    expect(weekRangeLabel(weeks[0]!)).toBe('11월 16일 – 11월 22일');
  });
});

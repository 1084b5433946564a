/**
 * Calendar views over Seoul days (decision 008): the home's 3-week strip and the program list's
 * month grid. Kept apart from ./dates.ts so the app's entry, which needs only "today", does not
 * carry the calendars of pages that load later.
 */
import {
  addDays,
  daysInMonth,
  startOfWeekMonday,
  WEEKDAY_LABELS_KO,
  type WeekdayLabelKo,
  weekdayOf,
  type Ymd,
  ymdOf,
} from './dates';

export interface CalendarDay {
  ymd: Ymd;
  /** day of month */
  day: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
  weekdayLabel: WeekdayLabelKo;
}

export interface StripDay extends CalendarDay {
  isToday: boolean;
}

export const WEEK_STRIP_DAYS = 21;

function calendarDay(ymd: Ymd): CalendarDay {
  const weekday = weekdayOf(ymd);
  return {
    ymd,
    day: Number(ymd.slice(8)),
    weekday,
    weekdayLabel: WEEKDAY_LABELS_KO[weekday] ?? '일',
  };
}

/**
 * The 21-day week strip (spec 001 §5): from one week before the Monday of this week to 13 days
 * after that Monday, so last week, this week and next week, today marked.
 */
export function weekStrip(today: Ymd): StripDay[] {
  const first = addDays(startOfWeekMonday(today), -7);
  return Array.from({ length: WEEK_STRIP_DAYS }, (_, i) => {
    const ymd = addDays(first, i);
    return { ...calendarDay(ymd), isToday: ymd === today };
  });
}

export interface MonthGridDay extends CalendarDay {
  /** false for the leading and trailing days of the neighbouring months (disabled in month view) */
  inMonth: boolean;
}

/** The month calendar: whole Sunday–Saturday weeks covering the month (4 to 6 rows). */
export function monthGrid(year: number, month: number): MonthGridDay[][] {
  const first = ymdOf(year, month, 1);
  const last = ymdOf(year, month, daysInMonth(year, month));
  const start = addDays(first, -weekdayOf(first));
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: MonthGridDay[][] = [];
  for (let cursor = start; cursor <= end; cursor = addDays(cursor, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const ymd = addDays(cursor, i);
        return { ...calendarDay(ymd), inMonth: ymd >= first && ymd <= last };
      }),
    );
  }
  return weeks;
}

export function addMonths(
  year: number,
  month: number,
  delta: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** On month change the calendar selects today when it is in that month, else the 1st (spec 001 §2). */
export function selectedDayForMonth(year: number, month: number, today: Ymd): Ymd {
  const first = ymdOf(year, month, 1);
  return today.slice(0, 7) === first.slice(0, 7) ? today : first;
}

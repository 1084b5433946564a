/**
 * The venue's closed days, the one rule the server applies (decision 026): a series of sessions
 * (POST /api/staff/programs/sessions/series) skips them. Today it is the venue's published rule
 * (spec 001 §2 location page, the seeded notice and FAQ): closed the third Monday of every month,
 * on January 1, and over the Lunar New Year (설날) and harvest festival (추석) holidays — the
 * three-day public holidays, listed per year because they follow the lunar calendar.
 *
 * `loadClosedDaysRule` is the single place that says which rule is in force, so venue settings
 * can later store an edited rule and return it here without touching the callers.
 */
import { addDays, parseYmd, weekdayOf, type Ymd, ymdParts } from '@venue/contract';
import type { Database, Transaction } from '../db/types';

export interface ClosedDaysRule {
  /** the n-th (1–5) given weekday (0 Sunday … 6 Saturday) of every month */
  monthlyWeekdays: { week: number; weekday: number }[];
  /** every year on these days, MM-DD */
  yearlyDays: string[];
  /** single days, YYYY-MM-DD (the lunar holidays, temporary closures) */
  days: Ymd[];
}

/** 설날 and 추석, each the day before, the day and the day after (Korean public holidays). */
const LUNAR_HOLIDAYS: Record<number, { seollal: Ymd; chuseok: Ymd }> = {
  2025: { seollal: '2025-01-29', chuseok: '2025-10-06' },
  2026: { seollal: '2026-02-17', chuseok: '2026-09-25' },
  2027: { seollal: '2027-02-07', chuseok: '2027-09-15' },
  2028: { seollal: '2028-01-26', chuseok: '2028-10-03' },
  2029: { seollal: '2029-02-13', chuseok: '2029-09-22' },
  2030: { seollal: '2030-02-03', chuseok: '2030-09-12' },
};

function around(day: Ymd): Ymd[] {
  return [addDays(day, -1), day, addDays(day, 1)];
}

export const DEFAULT_CLOSED_DAYS: ClosedDaysRule = {
  monthlyWeekdays: [{ week: 3, weekday: 1 }],
  yearlyDays: ['01-01'],
  days: Object.values(LUNAR_HOLIDAYS).flatMap(({ seollal, chuseok }) => [
    ...around(seollal),
    ...around(chuseok),
  ]),
};

/** The rule in force. One place, so an editable setting can replace the default. */
export async function loadClosedDaysRule(_db: Database | Transaction): Promise<ClosedDaysRule> {
  return DEFAULT_CLOSED_DAYS;
}

/** Is the venue closed on this Seoul day? */
export function isClosedDay(rule: ClosedDaysRule, day: Ymd): boolean {
  if (parseYmd(day) === null) return false;
  if (rule.days.includes(day) || rule.yearlyDays.includes(day.slice(5))) return true;
  const weekday = weekdayOf(day);
  const week = Math.floor((ymdParts(day).day - 1) / 7) + 1;
  return rule.monthlyWeekdays.some((m) => m.weekday === weekday && m.week === week);
}

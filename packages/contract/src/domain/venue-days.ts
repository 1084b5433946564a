/**
 * The venue's closed days (issue 17 §9, decision 030): a pure rule over the venue settings'
 * `closedDays`, shared by the server (session series skip closed days) and any client that
 * shows them. Days are venue days (Asia/Seoul), written YYYY-MM-DD.
 */
import { weekdayOf, type Ymd, ymdParts } from './dates';

export interface ClosedDaysRule {
  /** 0 Sunday … 6 Saturday, closed every week */
  weekdays: readonly number[];
  /** the `week`-th `weekday` of every month (1 first … 5 fifth) */
  monthlyWeekdays: readonly { week: number; weekday: number }[];
  /** single closed days */
  dates: readonly string[];
}

/** Whether the venue is closed on `day` under `rule`. */
export function isClosedOn(rule: ClosedDaysRule, day: Ymd): boolean {
  if (rule.dates.includes(day)) return true;
  const weekday = weekdayOf(day);
  if (rule.weekdays.includes(weekday)) return true;
  const week = Math.ceil(ymdParts(day).day / 7);
  return rule.monthlyWeekdays.some((m) => m.weekday === weekday && m.week === week);
}

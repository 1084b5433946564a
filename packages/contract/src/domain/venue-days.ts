/**
 * The venue's closed days (decision 030): a pure rule over the venue settings'
 * `closedDays`, shared by the server (instance series skip closed days) and any client that
 * shows them. Days are venue days (Asia/Seoul), written YYYY-MM-DD.
 */
import { WEEKDAY_LABELS_KO, weekdayOf, type Ymd, ymdParts } from './dates';

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

/** The week of a monthly rule in words: week 1 is 첫째 주 … week 5 다섯째 주. */
export const WEEK_ORDINALS_KO = ['첫째', '둘째', '셋째', '넷째', '다섯째'] as const;

/**
 * The regular closed days in one phrase, for the footer's 운영 시간 line: every week's
 * weekdays first, then the monthly rules, e.g. "매주 월·화요일, 매월 셋째 주 수요일". Single dates
 * are left to the venue page. '' when the venue has no regular closed day.
 */
export function regularClosedDaysPhrase(
  rule: Pick<ClosedDaysRule, 'weekdays' | 'monthlyWeekdays'>,
): string {
  const dayName = (weekday: number) => WEEKDAY_LABELS_KO[weekday] ?? '';
  const parts: string[] = [];
  const weekly = [...new Set(rule.weekdays)].filter((d) => dayName(d)).sort((a, b) => a - b);
  if (weekly.length === 7) parts.push('매일');
  else if (weekly.length > 0) parts.push(`매주 ${weekly.map(dayName).join('·')}요일`);
  const monthly = rule.monthlyWeekdays
    .filter(
      (m) => dayName(m.weekday) && WEEK_ORDINALS_KO[m.week - 1] && !weekly.includes(m.weekday),
    )
    .toSorted((a, b) => a.week - b.week || a.weekday - b.weekday);
  if (monthly.length > 0) {
    const phrases = monthly.map(
      (m) => `${WEEK_ORDINALS_KO[m.week - 1]} 주 ${dayName(m.weekday)}요일`,
    );
    parts.push(`매월 ${phrases.join('·')}`);
  }
  return parts.join(', ');
}

/**
 * The home's 3-week date strip (spec 001 §5 "Week calendar strip"), its pure rules. The 21 days
 * come from the contract's `weekStrip` (Monday-based, one week before this Monday to 13 days
 * after it); here they are paged a week at a time, and a drag on the strip decides the page.
 */
import { type StripDay, WEEK_STRIP_DAYS, weekStrip, type Ymd } from '@venue/contract/domain';

export const DAYS_PER_WEEK = 7;
export const STRIP_WEEKS = WEEK_STRIP_DAYS / DAYS_PER_WEEK;

/** Spec 001 §5: a pointer must travel this far sideways before the strip follows it. */
export const DRAG_THRESHOLD_PX = 10;
/** Spec 001 §5: a drag at least this long turns the page; a shorter one springs back. */
export const SWIPE_MIN_PX = 50;
/** Spec 001 §5: paging animates in 0.15 s; springing back from either end in 0.3 s. */
export const PAGE_ANIMATION_MS = 150;
export const EDGE_ANIMATION_MS = 300;

/** The strip as three Monday-to-Sunday weeks. */
export function stripWeeks(today: Ymd): StripDay[][] {
  const days = weekStrip(today);
  return Array.from({ length: STRIP_WEEKS }, (_, week) =>
    days.slice(week * DAYS_PER_WEEK, (week + 1) * DAYS_PER_WEEK),
  );
}

/** The week (0–2) holding a day, or -1 when the day is outside the strip. */
export function weekIndexOf(weeks: readonly StripDay[][], ymd: Ymd): number {
  return weeks.findIndex((week) => week.some((day) => day.ymd === ymd));
}

/** Whether moving `delta` weeks from `week` stays in the strip (the prev/next buttons). */
export function canMoveWeek(week: number, delta: -1 | 1): boolean {
  const next = week + delta;
  return next >= 0 && next < STRIP_WEEKS;
}

/**
 * Where a finished drag leaves the strip. `dx` is the pointer's travel (positive = to the right,
 * i.e. towards the earlier week). A drag of SWIPE_MIN_PX or more turns one page, unless that page
 * does not exist, in which case the strip springs back from the edge (`edge`).
 */
export function weekAfterSwipe(week: number, dx: number): { week: number; edge: boolean } {
  if (Math.abs(dx) < SWIPE_MIN_PX) return { week, edge: false };
  const delta = dx > 0 ? -1 : 1;
  return canMoveWeek(week, delta) ? { week: week + delta, edge: false } : { week, edge: true };
}

/**
 * How far the strip follows a drag in progress: one to one inside the strip, a third of the way
 * past either end, so the edge is felt without leaving an empty page on screen.
 */
export function dragOffset(week: number, dx: number): number {
  const pastStart = week === 0 && dx > 0;
  const pastEnd = week === STRIP_WEEKS - 1 && dx < 0;
  return pastStart || pastEnd ? dx / 3 : dx;
}

/** "11월 24일 월요일" for a day button's accessible name. */
export function dayLabel(day: Pick<StripDay, 'ymd' | 'weekdayLabel'>): string {
  return `${Number(day.ymd.slice(5, 7))}월 ${Number(day.ymd.slice(8, 10))}일 ${day.weekdayLabel}요일`;
}

/**
 * A day button's accessible name: what the button shows first (its weekday, or 오늘, and the day
 * of the month), then the full date — "목 26, 11월 26일 목요일". The visible words lead the name,
 * so voice control ("월 23") reaches the button and axe's label-content-name-mismatch holds.
 */
export function dayButtonLabel(
  day: Pick<StripDay, 'ymd' | 'weekdayLabel' | 'isToday' | 'day'>,
): string {
  return `${day.isToday ? '오늘' : day.weekdayLabel} ${day.day}, ${dayLabel(day)}`;
}

/** "2026년 11월", or "2026년 11월 – 12월" / "2026년 12월 – 2027년 1월" for a week across months. */
export function weekMonthLabel(week: readonly StripDay[]): string {
  const first = week[0]?.ymd;
  const last = week.at(-1)?.ymd;
  if (!first || !last) return '';
  const year = (ymd: Ymd) => Number(ymd.slice(0, 4));
  const month = (ymd: Ymd) => Number(ymd.slice(5, 7));
  const start = `${year(first)}년 ${month(first)}월`;
  if (month(first) === month(last) && year(first) === year(last)) return start;
  if (year(first) === year(last)) return `${start} – ${month(last)}월`;
  return `${start} – ${year(last)}년 ${month(last)}월`;
}

/** "11월 17일 – 11월 23일": the days of one page, naming its group of buttons. */
export function weekRangeLabel(week: readonly StripDay[]): string {
  const first = week[0]?.ymd;
  const last = week.at(-1)?.ymd;
  if (!first || !last) return '';
  const md = (ymd: Ymd) => `${Number(ymd.slice(5, 7))}월 ${Number(ymd.slice(8, 10))}일`;
  return `${md(first)} – ${md(last)}`;
}

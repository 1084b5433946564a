/**
 * Seed-only calendar helpers, built on the contract's Asia/Seoul date rules
 * (`seoulToday`, `addDays`, `weekdayOf` — see docs/decisions/008-venue-time.md).
 */
import { addDays, weekdayOf } from '@venue/contract';

/** The instant of `hhmm` (24-hour 'HH:MM') on the Seoul day `ymd`. Korea has no DST. */
export function seoulAt(ymd: string, hhmm: string): Date {
  return new Date(`${ymd}T${hhmm}:00+09:00`);
}

/** Every day from `from` to `to` inclusive, optionally only those whose weekday passes `keep`. */
export function daysBetween(
  from: string,
  to: string,
  keep: (weekday: number) => boolean = () => true,
): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (keep(weekdayOf(day))) days.push(day);
  }
  return days;
}

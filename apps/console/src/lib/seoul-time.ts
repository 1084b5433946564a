import { toSeoulIso } from '@venue/contract';
import { toYmd, weekdayLabel, ymdParts } from '@venue/contract/domain';

/**
 * `<input type="datetime-local">` speaks the browser's wall clock; the venue's times are Seoul's
 * (the contract's instants carry +09:00). These two read and write the input's value as a Seoul
 * wall-clock time, whatever time zone the operator's laptop is set to.
 */
export function toSeoulLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return toSeoulIso(instant).slice(0, 16);
}

/** '2026-05-05T10:00' (a Seoul wall-clock time) → '2026-05-05T10:00:00+09:00'; '' → null. */
export function fromSeoulLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return `${value}:00+09:00`;
}

/** An instant as the console shows it: '2026-05-05 10:00' in Seoul. */
export function seoulDateTimeLabel(iso: string | null | undefined): string {
  return toSeoulLocalInput(iso).replace('T', ' ');
}

/**
 * The last moment a key works, as the console shows it: an instant at Seoul midnight means
 * "through the day before" ('2026-12-26'); any other instant is shown as it is.
 */
export function lastValidDay(iso: string): string {
  if (!iso.endsWith('T00:00:00+09:00')) return seoulDateTimeLabel(iso);
  return seoulDateTimeLabel(new Date(Date.parse(iso) - 86_400_000).toISOString()).slice(0, 10);
}

/** The Seoul day of an instant as a member is told it: '12월 15일 (화)'; '' if unreadable. */
export function seoulDayLabel(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const ymd = toYmd(instant);
  const { month, day } = ymdParts(ymd);
  return `${month}월 ${day}일 (${weekdayLabel(ymd)})`;
}

/** An instant as a short Seoul day and time: '12월 3일 18:00'; '' if unreadable. */
export function seoulMonthDayTime(iso: string | null | undefined): string {
  const local = toSeoulLocalInput(iso);
  if (!local) return '';
  return `${Number(local.slice(5, 7))}월 ${Number(local.slice(8, 10))}일 ${local.slice(11, 16)}`;
}

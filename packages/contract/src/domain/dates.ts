/**
 * Venue dates. The venue lives in Seoul, so every calendar day here is an Asia/Seoul day no matter
 * which time zone the browser or the server runs in. Calendar days travel as 'YYYY-MM-DD' strings
 * (`Ymd`); instants are `Date`s. Only `Intl` is used: no date library in the contract.
 */

export const VENUE_TIME_ZONE = 'Asia/Seoul';

/** A calendar day written 'YYYY-MM-DD'. */
export type Ymd = string;

/** Korean short weekday labels, Sunday first (spec 000 §9, 001 §9). */
export const WEEKDAY_LABELS_KO = ['일', '월', '화', '수', '목', '금', '토'] as const;
export type WeekdayLabelKo = (typeof WEEKDAY_LABELS_KO)[number];

const DAY_MS = 86_400_000;

/**
 * Made on first use: only instants before 1989 need it, and creating a time-zone formatter costs
 * about 15 ms on a desktop (60 ms on a phone) in the entry's start-up task of every page.
 */
let seoulFormatter: Intl.DateTimeFormat | undefined;
const formatter = () => {
  seoulFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: VENUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return seoulFormatter;
};

const SEOUL_OFFSET_MS = 9 * 3_600_000;
const FIXED_OFFSET_SINCE = Date.UTC(1989, 0, 1);

export interface SeoulParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Wall-clock fields of an instant in Seoul. */
export function seoulParts(instant: Date): SeoulParts {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid Date');
  // Seoul has been UTC+9 without daylight saving since 1988: plain arithmetic, which is far
  // cheaper than Intl on hot paths (every cached list asks for today). Older instants (DST in
  // 1987–88) go through the time-zone database.
  if (time >= FIXED_OFFSET_SINCE) {
    const shifted = new Date(time + SEOUL_OFFSET_MS);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of formatter().formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/** The Ymd of a calendar date given as numbers (month 1–12). */
export function ymdOf(year: number, month: number, day: number): Ymd {
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

/** UTC midnight of a Ymd, used only as a time-zone-free day counter. */
function dayNumber(ymd: Ymd): number {
  const { year, month, day } = ymdParts(ymd);
  return Date.UTC(year, month - 1, day);
}

function fromDayNumber(ms: number): Ymd {
  const d = new Date(ms);
  return ymdOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** Minutes Seoul is ahead of UTC at an instant (+540 today; kept general for history). */
function seoulOffsetMinutes(instant: Date): number {
  const p = seoulParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The given string when it is a real calendar day written YYYY-MM-DD, else null (2026-02-30). */
export function parseYmd(value: unknown): Ymd | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return value;
}

/** Year, month (1–12) and day of a Ymd; throws on anything that is not a real day. */
export function ymdParts(ymd: Ymd): { year: number; month: number; day: number } {
  if (parseYmd(ymd) === null) throw new RangeError(`Not a YYYY-MM-DD day: ${ymd}`);
  return {
    year: Number(ymd.slice(0, 4)),
    month: Number(ymd.slice(5, 7)),
    day: Number(ymd.slice(8)),
  };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The Seoul calendar day of an instant, YYYY-MM-DD. */
export function toYmd(instant: Date): Ymd {
  const p = seoulParts(instant);
  return ymdOf(p.year, p.month, p.day);
}

/** Today in Seoul. */
export function seoulToday(now: Date): Ymd {
  return toYmd(now);
}

/**
 * yy.mm.dd for display. Accepts a Ymd, an ISO instant string or a Date (instants are shown as
 * their Seoul day). Anything unreadable gives ''.
 */
export function toDotDate(value: Date | string | null | undefined): string {
  const ymd = displayDay(value);
  if (ymd === null) return '';
  return `${ymd.slice(2, 4)}.${ymd.slice(5, 7)}.${ymd.slice(8, 10)}`;
}

/** The Seoul day a displayed value stands for: a Ymd, an ISO instant or a Date; else null. */
function displayDay(value: Date | string | null | undefined): Ymd | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : toYmd(value);
  if (typeof value !== 'string') return null;
  const ymd = parseYmd(value);
  if (ymd !== null || !value.includes('T')) return ymd;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : toYmd(instant);
}

/** "26.11.28 (토)": toDotDate with the Korean weekday, as booking recaps show a day. '' if unreadable. */
export function toDotDateWeekday(value: Date | string | null | undefined): string {
  const ymd = displayDay(value);
  return ymd === null ? '' : `${toDotDate(ymd)} (${weekdayLabel(ymd)})`;
}

/** HH:mm of an instant in Seoul. */
export function toSeoulTime(instant: Date): string {
  const p = seoulParts(instant);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}

/** ISO 8601 with the Seoul offset, e.g. 2026-11-22T10:00:00+09:00 — the wire form of instants. */
export function toSeoulIso(instant: Date): string {
  const p = seoulParts(instant);
  const offset = seoulOffsetMinutes(instant);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${ymdOf(p.year, p.month, p.day)}T${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

export function addDays(ymd: Ymd, days: number): Ymd {
  return fromDayNumber(dayNumber(ymd) + days * DAY_MS);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function diffDays(from: Ymd, to: Ymd): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(ymd: Ymd): number {
  return new Date(dayNumber(ymd)).getUTCDay();
}

export function weekdayLabel(ymd: Ymd): WeekdayLabelKo {
  return WEEKDAY_LABELS_KO[weekdayOf(ymd)] ?? '일';
}

/** The Monday of the (Monday-based) week holding this day. */
export function startOfWeekMonday(ymd: Ymd): Ymd {
  return addDays(ymd, -((weekdayOf(ymd) + 6) % 7));
}

/** The instant a Seoul calendar day begins. */
export function seoulMidnight(ymd: Ymd): Date {
  const guess = new Date(dayNumber(ymd) - 9 * 60 * 60_000);
  // Correct for any offset other than +09:00 (Seoul used daylight time in 1987–88).
  const offset = seoulOffsetMinutes(guess);
  return new Date(dayNumber(ymd) - offset * 60_000);
}

/** The next Seoul midnight after `now`: when a "hide for today" choice expires. */
export function nextMidnight(now: Date): Date {
  return seoulMidnight(addDays(toYmd(now), 1));
}

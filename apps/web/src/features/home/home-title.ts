/**
 * Pure rules of the home header block (spec 000 §2 Home: user name, qrAuthYn, visit count, login
 * count and the reserved entry list). The greeting itself is `greetingFor` in the contract's
 * domain; this file only decides which of the member's entries the header shows.
 */
import type { MainTitleEntry } from '@venue/contract';
import {
  ApplicationStatus,
  diffDays,
  ProgramType,
  parseYmd,
  ReservationStatus,
  type Ymd,
} from '@venue/contract/domain';

/** Entries still ahead of the member: a booked reservation, an application waiting or won. */
function isActive(entry: Pick<MainTitleEntry, 'programType' | 'status'>): boolean {
  if (entry.programType === ProgramType.RESERVATION) {
    return entry.status === ReservationStatus.CONFIRM || entry.status === ReservationStatus.APPLY;
  }
  if (entry.programType === ProgramType.APPLICATION) {
    return entry.status === ApplicationStatus.ATTEND || entry.status === ApplicationStatus.WIN;
  }
  return false;
}

/**
 * The member's entries from today on (Seoul days), nearest first; ties keep the server's order.
 * Cancelled, finished, lost and past entries, and entries without a readable date, are left out:
 * the header shows what the member can still look forward to.
 */
export function upcomingEntries<E extends MainTitleEntry>(entries: readonly E[], today: Ymd): E[] {
  return entries
    .map((entry, index) => ({ entry, index, ymd: parseYmd(entry.execDate) }))
    .filter(
      (item): item is { entry: E; index: number; ymd: Ymd } =>
        item.ymd !== null && isActive(item.entry) && diffDays(today, item.ymd) >= 0,
    )
    .sort((a, b) => diffDays(b.ymd, a.ymd) || a.index - b.index)
    .map((item) => item.entry);
}

/** "오늘", "내일" or "D-3" for an entry's day, as a short badge. */
export function dDayText(today: Ymd, execDate: Ymd): string {
  const days = diffDays(today, execDate);
  if (days === 0) return '오늘';
  if (days === 1) return '내일';
  return `D-${days}`;
}

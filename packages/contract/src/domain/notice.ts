/** Notice list rules (spec 001 §2–3): pinned first, then newest; new/updated badge for 5 days. */

export const NOTICE_BADGE_WINDOW_DAYS = 5;
const WINDOW_MS = NOTICE_BADGE_WINDOW_DAYS * 86_400_000;

export type NoticeBadge = 'new' | 'updated';

function time(value: string | Date): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** Within the window: less than 5 × 24 hours before `now` (a future stamp counts as recent). */
function isRecent(value: string | Date, now: Date): boolean {
  const t = time(value);
  return !Number.isNaN(t) && now.getTime() - t < WINDOW_MS;
}

/**
 * 'new' when written within 5 days; 'updated' when modified within 5 days after having been
 * written earlier; otherwise null.
 */
export function noticeBadge(
  notice: { writeDate: string | Date; modDate?: string | Date | null },
  now: Date,
): NoticeBadge | null {
  if (isRecent(notice.writeDate, now)) return 'new';
  if (
    notice.modDate &&
    isRecent(notice.modDate, now) &&
    time(notice.modDate) > time(notice.writeDate)
  ) {
    return 'updated';
  }
  return null;
}

/** Pinned (fixedYn Y) first, then newest writeDate, then highest noticeIdx; input untouched. */
export function sortNotices<
  T extends { fixedYn: 'Y' | 'N'; writeDate: string | Date; noticeIdx?: number },
>(notices: readonly T[]): T[] {
  return [...notices].sort((a, b) => {
    if (a.fixedYn !== b.fixedYn) return a.fixedYn === 'Y' ? -1 : 1;
    const byDate = time(b.writeDate) - time(a.writeDate);
    if (byDate !== 0 && !Number.isNaN(byDate)) return byDate;
    return (b.noticeIdx ?? 0) - (a.noticeIdx ?? 0);
  });
}

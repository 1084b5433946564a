import { seoulParts, weekdayLabel } from '@venue/contract/domain';

/**
 * How an offer's deadline reads, shared by the waiting list's 예약 제안 (decision 063) and a
 * draw's 당첨 기회: both hold something for the member until a Seoul time.
 */

/** "12월 3일 (목) 14:20까지": a deadline in Seoul. */
export function deadlineText(deadline: string): string {
  const p = seoulParts(new Date(deadline));
  const ymd = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const time = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
  return `${p.month}월 ${p.day}일 (${weekdayLabel(ymd)}) ${time}까지`;
}

/**
 * The time left before a deadline, in whole minutes rounded up so it never reads 0 while the
 * offer is open: "1시간 20분 남았어요", "3시간 남았어요", "5분 남았어요"; null once it has passed.
 * Minutes, not seconds: the page stays calm.
 */
export function timeLeftText(deadline: string, now: Date): string | null {
  const ms = new Date(deadline).getTime() - now.getTime();
  if (!(ms > 0)) return null;
  const minutes = Math.ceil(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분 남았어요`;
  return rest === 0 ? `${hours}시간 남았어요` : `${hours}시간 ${rest}분 남았어요`;
}

/** A deadline still ahead of `now` (null, or an unreadable time, is not). */
export function isBeforeDeadline(deadline: string | null, now: Date): boolean {
  return deadline !== null && new Date(deadline).getTime() > now.getTime();
}

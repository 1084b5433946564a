import type { WaitlistItem, WaitlistState } from '@venue/contract';
import { seoulParts, toDotDateWeekday, weekdayLabel } from '@venue/contract/domain';

/**
 * 내 대기's pure rules (decision 063): how a place, its offer's deadline and the time left read,
 * and which places are still in line.
 */

/** "26.12.03 (목) 14:00 – 14:40": the session, as the flow and the history write it. */
export function sessionWhenText(item: Pick<WaitlistItem, 'execDate' | 'startTime' | 'endTime'>) {
  return `${toDotDateWeekday(item.execDate)} ${item.startTime} – ${item.endTime}`;
}

/** "12월 3일 (목) 14:20까지": an offer's deadline in Seoul. */
export function deadlineText(offerDeadline: string): string {
  const p = seoulParts(new Date(offerDeadline));
  const ymd = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const time = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
  return `${p.month}월 ${p.day}일 (${weekdayLabel(ymd)}) ${time}까지`;
}

/**
 * The time left before a deadline, in whole minutes rounded up so it never reads 0 while the
 * offer is open: "1시간 20분 남았어요", "3시간 남았어요", "5분 남았어요"; null once it has passed.
 * Minutes, not seconds: the page stays calm.
 */
export function timeLeftText(offerDeadline: string, now: Date): string | null {
  const ms = new Date(offerDeadline).getTime() - now.getTime();
  if (!(ms > 0)) return null;
  const minutes = Math.ceil(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분 남았어요`;
  return rest === 0 ? `${hours}시간 남았어요` : `${hours}시간 ${rest}분 남았어요`;
}

/** An offer the member can still accept: OFFERED and before its deadline. */
export function isOfferOpen(item: Pick<WaitlistItem, 'state' | 'offerDeadline'>, now: Date) {
  return (
    item.state === 'OFFERED' &&
    item.offerDeadline !== null &&
    new Date(item.offerDeadline).getTime() > now.getTime()
  );
}

const ACTIVE: ReadonlySet<WaitlistState> = new Set(['WAITING', 'OFFERED']);

/**
 * The places still in line (offers first, then by when the session starts) and the rest, as the
 * server lists them (newest first).
 */
export function splitPlaces(list: readonly WaitlistItem[]): {
  active: WaitlistItem[];
  past: WaitlistItem[];
} {
  const active = list
    .filter((item) => ACTIVE.has(item.state))
    .toSorted(
      (a, b) =>
        Number(b.state === 'OFFERED') - Number(a.state === 'OFFERED') ||
        `${a.execDate} ${a.startTime}`.localeCompare(`${b.execDate} ${b.startTime}`),
    );
  const past = list.filter((item) => !ACTIVE.has(item.state));
  return { active, past };
}

/** "대기 2번째" */
export const positionText = (position: number) => `대기 ${position}번째`;

/** What became of a place that left the line, in a sentence (the offer page's state). */
export const PAST_STATE_TEXT: Record<Exclude<WaitlistState, 'WAITING' | 'OFFERED'>, string> = {
  ACCEPTED: '예약 제안을 받아 예약을 마쳤어요.',
  DECLINED: '예약 제안을 거절했어요.',
  EXPIRED: '제안 시간이 지나 자리가 다음 대기자에게 넘어갔어요.',
  LEFT: '대기를 취소했어요.',
  CLOSED: '회차가 시작되었거나 마감되어 대기가 끝났어요.',
};

import type { WaitlistItem, WaitlistState } from '@venue/contract';
import { toDotDateWeekday } from '@venue/contract/domain';
import { isBeforeDeadline } from '../../components/offer-deadline/offer-deadline-rules';

/**
 * 내 대기's pure rules (decision 063): how a place reads and which places are still in line. How
 * an offer's deadline and the time left read is shared with the draws' 당첨 기회
 * (components/offer-deadline).
 */

/** "26.12.03 (목) 14:00 – 14:40": the session, as the flow and the history write it. */
export function sessionWhenText(item: Pick<WaitlistItem, 'execDate' | 'startTime' | 'endTime'>) {
  return `${toDotDateWeekday(item.execDate)} ${item.startTime} – ${item.endTime}`;
}

/** An offer the member can still accept: OFFERED and before its deadline. */
export function isOfferOpen(item: Pick<WaitlistItem, 'state' | 'offerDeadline'>, now: Date) {
  return item.state === 'OFFERED' && isBeforeDeadline(item.offerDeadline, now);
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

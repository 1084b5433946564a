/**
 * The waiting list's states and rules that the apps and the server share (decision 063); the
 * calls are in api/waitlist.ts.
 */

/**
 * WAITING in line; OFFERED seats held until `offerDeadline`; ACCEPTED booked (`reserveEntryIdx`);
 * DECLINED the member said no to an offer; EXPIRED the offer's window passed; LEFT the member left
 * the line (or an EDITOR removed them); CLOSED the session started, was cancelled or closed
 * before an offer reached them.
 */
export const WAITLIST_STATES = [
  'WAITING',
  'OFFERED',
  'ACCEPTED',
  'DECLINED',
  'EXPIRED',
  'LEFT',
  'CLOSED',
] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** What a member and an operator read for each state. */
export const WAITLIST_STATE_LABELS: Record<WaitlistState, string> = {
  WAITING: '대기 중',
  OFFERED: '예약 제안',
  ACCEPTED: '예약 완료',
  DECLINED: '제안 거절',
  EXPIRED: '제안 만료',
  LEFT: '대기 취소',
  CLOSED: '대기 종료',
};

/** States in which a member still has a place (or seats held) in a session's line. */
export const WAITLIST_ACTIVE_STATES = ['WAITING', 'OFFERED'] as const satisfies WaitlistState[];

/** Default limit of a member's waiting lists at once (the venue's `waitlist.maxPerMember`). */
export const WAITLIST_MAX_PER_MEMBER = 3;

/**
 * How long an offer holds its seats, by how far ahead the session starts: 12 h when more than
 * 48 h ahead, 2 h within 48 h, 20 min within 3 h; never past the start.
 */
export function offerDeadline(now: Date, start: Date): Date {
  const ahead = start.getTime() - now.getTime();
  const hour = 3_600_000;
  const window = ahead > 48 * hour ? 12 * hour : ahead > 3 * hour ? 2 * hour : 20 * 60_000;
  return new Date(Math.min(now.getTime() + window, start.getTime()));
}

/**
 * A cancelled win offered to the next candidate of a draw (decision 066). OFFERED
 * open until its deadline (the waiting list's window); ACCEPTED the entry won (or an EDITOR gave
 * it at once); DECLINED the member passed it on; EXPIRED the window passed. A declined or expired
 * offer goes on to the next candidate as a cancelled win does.
 */
export const DRAW_OFFER_STATES = ['OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED'] as const;
export type DrawOfferState = (typeof DRAW_OFFER_STATES)[number];

export const DRAW_OFFER_STATE_LABELS: Record<DrawOfferState, string> = {
  OFFERED: '당첨 기회',
  ACCEPTED: '당첨 수락',
  DECLINED: '당첨 양보',
  EXPIRED: '기회 만료',
};

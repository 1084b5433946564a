import {
  DRAW_OFFER_STATE_LABELS,
  type DrawCandidateRow,
  type StaffDrawDetail,
} from '@venue/contract';
import { seoulMonthDayTime } from '../../lib/seoul-time';

/**
 * The words of a cancelled win passed on. The server offers a cancelled win to the
 * next candidate by itself, with a window to accept; a declined or expired offer goes on the same
 * way. An EDITOR's 다음 순번에게 gives one at once (no window, ACCEPTED, the operator recorded).
 */
export type DrawOffer = StaffDrawDetail['offers'][number];

/** '당첨 기회 · 12월 3일 18:00까지' while it is open, then '당첨 수락', '당첨 양보' or '기회 만료'. */
export function drawOfferStateText(offer: Pick<DrawOffer, 'state' | 'deadline'>): string {
  const label = DRAW_OFFER_STATE_LABELS[offer.state];
  if (offer.state !== 'OFFERED' || !offer.deadline) return label;
  return `${label} · ${seoulMonthDayTime(offer.deadline)}까지`;
}

/** Who passed it on: the operator who gave it at once, or 자동 for the server's own offer. */
export function drawOfferMaker(offer: Pick<DrawOffer, 'operatorName'>): string {
  return offer.operatorName ?? '자동';
}

/** Why an entry's win (or chance) may be given to the next candidate now. */
export type PassOnReason = 'CANCELLED' | 'DECLINED' | 'EXPIRED';

/**
 * What an EDITOR's 다음 순번에게 would pass on for this candidate, or null when there is nothing
 * to pass on: a cancelled win (won in the draw, or received and accepted) or a declined or
 * expired offer, in each case not passed on yet (no offer names it as the one it came from). An
 * offer still open, or one the server passed on already, is left alone.
 */
export function passOnReason(row: DrawCandidateRow, offers: DrawOffer[]): PassOnReason | null {
  if (offers.some((offer) => offer.cancelledEntryIdx === row.reserveEntryIdx)) return null;
  const received = offers.find((offer) => offer.offeredEntryIdx === row.reserveEntryIdx);
  if (received?.state === 'DECLINED' || received?.state === 'EXPIRED') return received.state;
  if (row.status !== 'CANCEL') return null;
  if (row.drawnWinnerYn === 'Y') return 'CANCELLED';
  // A win received from an offer, cancelled after it was accepted (or an offer the detail no
  // longer lists, as before offers had states).
  if (received ? received.state === 'ACCEPTED' : row.offeredAt !== null) return 'CANCELLED';
  return null;
}

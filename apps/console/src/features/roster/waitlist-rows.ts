import {
  type StaffWaitlistRow,
  toSeoulIso,
  WAITLIST_ACTIVE_STATES,
  type WaitlistState,
} from '@venue/contract';

/**
 * The roster's words and figures for a session's waiting list (decision 063): who still has a
 * place in line, the seats left once booked and held seats are counted, what 다음 대기자에게 제안
 * answered, and the short Seoul times of the table.
 */

/** WAITING or OFFERED: still in line (or holding seats). */
export const inLine = (state: WaitlistState): boolean =>
  (WAITLIST_ACTIVE_STATES as readonly WaitlistState[]).includes(state);

/** Members still in line, for 대기자 N명. */
export const inLineCount = (rows: readonly StaffWaitlistRow[]): number =>
  rows.filter((row) => inLine(row.state)).length;

/** Seats neither booked nor held for an offer; null when the session has no capacity. */
export function freeSeats(seats: {
  capacity: number | null;
  reservedCount: number;
  heldCount: number;
}): number | null {
  if (seats.capacity === null) return null;
  return Math.max(0, seats.capacity - seats.reservedCount - seats.heldCount);
}

/**
 * What 다음 대기자에게 제안 did: the offers sent, or why none went — no free seat, or free seats
 * that no waiting party fits (a party of 3 does not take 2 seats).
 */
export function offerNextMessage(offered: number, free: number | null): string {
  if (offered > 0) return `${offered}명에게 예약 제안을 보냈어요.`;
  if (free === null || free > 0) {
    return free === null
      ? '지금 제안할 대기자가 없어요.'
      : `남은 ${free}석에 맞는 인원으로 기다리는 대기자가 없어요.`;
  }
  return '제안할 빈자리가 없어요.';
}

/** An instant as the waiting list shows it: '12/03 14:20' in Seoul. */
export function shortSeoulDateTime(iso: string | null): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '—';
  const seoul = toSeoulIso(instant);
  return `${seoul.slice(5, 7)}/${seoul.slice(8, 10)} ${seoul.slice(11, 16)}`;
}

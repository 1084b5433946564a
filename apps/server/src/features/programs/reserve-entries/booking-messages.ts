/**
 * 예약 확정, 응모 완료 and the member's own 취소 안내 (issue 28 §4, decision 059): each entry a
 * booking writes, and each reservation a member cancels, gets its message in the same transaction
 * (features/messages/notify), to the member's verified phone, so a booking or a cancel that rolls
 * back sends nothing and a retried one sends once.
 */
import type { FastifyInstance } from 'fastify';
import { notifier } from '../../messages/notify/notify';
import type { AfterBooked, AfterCancelled } from './reserve-entries.repository';

/** The reason a member's own cancel gives in its 취소 안내 (staff give theirs in the roster). */
export const MEMBER_CANCEL_REASON = '회원님 요청으로 취소';

export function bookingMessages(app: FastifyInstance): {
  ready: () => Promise<void>;
  afterBooked: AfterBooked;
  afterCancelled: AfterCancelled;
} | null {
  const notify = notifier(app);
  if (!notify) return null;
  return {
    ready: () => notify.ready(),
    async afterBooked(tx, reserveEntryIdxs) {
      await notify.entries(
        tx,
        (row) =>
          row.programType === 'APPLICATION' ? 'APPLICATION_RECEIVED' : 'RESERVATION_CONFIRMED',
        reserveEntryIdxs,
      );
    },
    async afterCancelled(tx, reserveEntryIdx) {
      await notify.entries(tx, 'ENTRY_CANCELLED', [reserveEntryIdx], () => ({
        사유: MEMBER_CANCEL_REASON,
      }));
    },
  };
}

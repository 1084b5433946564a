/**
 * 예약 확정, 응모 완료 and the member's own 취소 안내 (decisions 059 and 064): each
 * entry a booking commits is found by the relay, which writes its confirmation once the bookings
 * pause, and each reservation a member cancels gets its 취소 안내 in the cancel's transaction
 * (features/messages/notify), to the member's verified phone, so a booking or a cancel that rolls
 * back sends nothing and a retried one sends once.
 */
import type { FastifyInstance } from 'fastify';
import { notifier } from '../../messages/notify/notify';
import { messageRelay } from '../../messages/notify/relay';
import type { AfterCancelled, Confirmations } from './reserve-entries.repository';

/** The reason a member's own cancel gives in its 취소 안내 (staff give theirs in the roster). */
export const MEMBER_CANCEL_REASON = '회원님 요청으로 취소';

export function bookingMessages(app: FastifyInstance): {
  ready: () => Promise<void>;
  confirmations: Confirmations;
  afterCancelled: AfterCancelled;
} | null {
  const notify = notifier(app);
  const relay = messageRelay(app);
  if (!notify || !relay) return null;
  return {
    ready: () => notify.ready(),
    // The committed entries are the outbox; the relay writes their messages (decision 064).
    confirmations: { written: () => relay.kick() },
    async afterCancelled(tx, reserveEntryIdx) {
      await notify.entries(tx, 'ENTRY_CANCELLED', [reserveEntryIdx], () => ({
        사유: MEMBER_CANCEL_REASON,
      }));
    },
  };
}

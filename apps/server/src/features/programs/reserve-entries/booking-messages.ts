/**
 * 예약 확정 and 응모 완료 (issue 28 §4, decision 059): each entry a booking writes gets its
 * message in the same transaction (features/messages/notify), to the member's verified phone, so
 * a booking that rolls back sends nothing and a retried booking sends once.
 */
import type { FastifyInstance } from 'fastify';
import { notifier } from '../../messages/notify/notify';
import type { AfterBooked } from './reserve-entries.repository';

export function bookingMessages(
  app: FastifyInstance,
): { ready: () => Promise<void>; afterBooked: AfterBooked } | null {
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
  };
}

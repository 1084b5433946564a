/**
 * 입장 완료 (decision 059): the member's first check-in of their Seoul day — a scan
 * or an admit by name, at any place — writes one CHECKED_IN message in the check-in's transaction
 * (features/messages/notify). Its cause is the visit, `visit:<userIdx>:<YYYY-MM-DD>`, so a
 * check-in undone and made again the same day sends nothing more.
 *
 * The door has a latency budget (check-in → phone ≤ 100 ms p99): `ready()` is the notifier's
 * (the queue's start memoized, the venue's name from the read cache), and the transaction gains
 * only the member's phone and the message and job INSERTs, on the day's first check-in only.
 */
import { toSeoulTime } from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import { notifier } from '../../messages/notify/notify';

/**
 * Work done in a check-in's transaction when it is the member's first of their Seoul day: the
 * 입장 완료 message (checkin-messages.ts), so a check-in that rolls back sends nothing.
 */
export type AfterFirstVisit = (
  tx: Transaction,
  visit: { userIdx: number; visitDate: string; checkedInAt: Date },
) => Promise<void>;

/** Null when the server sends no messages. */
export function checkInMessages(
  app: FastifyInstance,
): { ready: () => Promise<void>; afterFirstVisit: AfterFirstVisit } | null {
  const notify = notifier(app);
  if (!notify) return null;
  return {
    ready: () => notify.ready(),
    async afterFirstVisit(tx, { userIdx, visitDate, checkedInAt }) {
      await notify.member(tx, 'CHECKED_IN', {
        userIdx,
        causeKey: `visit:${userIdx}:${visitDate}`,
        variables: { 시각: toSeoulTime(checkedInAt) },
      });
    },
  };
}

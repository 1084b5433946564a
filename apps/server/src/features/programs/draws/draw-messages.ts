/**
 * 당첨 / 미당첨 (decision 059): when a draw runs — at its announcement (the
 * `draws.due` job), by staff (지금 추첨) or in the sandbox — every winner gets DRAW_WON and every
 * active member who lost gets DRAW_LOST, written in the draw's transaction
 * (features/messages/notify); a win offered to the next candidate later (ops-draws) gets its
 * DRAW_WON in the offer's. A draw that rolls back sends nothing, and a draw runs once.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import { notifier } from '../../messages/notify/notify';
import { webhookEvents } from '../../operations/integrations/webhooks';
import type { AfterDrawn } from './draws.repository';

/** Entries per message INSERT: a statement carries at most 65,535 parameters. */
const MESSAGE_BATCH = 1_000;

export interface DrawMessages {
  /** Before the draw's transaction opens (features/messages/notify). */
  ready(): Promise<void>;
  afterDrawn: AfterDrawn;
  /** In the offer's transaction: the entry that now wins a cancelled win. */
  afterOffered(tx: Transaction, reserveEntryIdx: number): Promise<void>;
}

/** Null when the server sends no messages and has no job queue for webhooks. */
export function drawMessages(app: FastifyInstance): DrawMessages | null {
  const notify = notifier(app);
  // draw.completed (decision 067), in the draw's transaction as its messages are.
  const hooks = webhookEvents(app);
  if (!notify && !hooks) return null;
  const send = async (tx: Transaction, kind: 'DRAW_WON' | 'DRAW_LOST', idxs: readonly number[]) => {
    if (!notify) return;
    for (let i = 0; i < idxs.length; i += MESSAGE_BATCH) {
      await notify.entries(tx, kind, idxs.slice(i, i + MESSAGE_BATCH));
    }
  };
  return {
    async ready() {
      await notify?.ready();
      await hooks?.ready();
    },
    async afterDrawn(tx, { programIdx, won, lost, drawnAt, seedSha256 }) {
      await send(tx, 'DRAW_WON', won);
      await send(tx, 'DRAW_LOST', lost);
      await hooks?.emit(
        tx,
        'draw.completed',
        `draw.completed:${programIdx}`,
        { programIdx, drawnAt: drawnAt.toISOString(), seedSha256, winners: won.length },
        drawnAt,
      );
    },
    async afterOffered(tx, reserveEntryIdx) {
      await send(tx, 'DRAW_WON', [reserveEntryIdx]);
    },
  };
}

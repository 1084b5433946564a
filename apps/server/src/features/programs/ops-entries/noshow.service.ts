/**
 * The NOSHOW job (decision 032): once an instance has ended plus a grace period, its
 * entries still booked (CONFIRM, APPLY, WIN) become NOSHOW and the member's history says 불참.
 *
 * Runs once even with several instances: the sweep takes a transaction-scoped advisory lock
 * (`pg_try_advisory_xact_lock`) and an instance that does not get it skips the round; and the
 * UPDATE is conditional on the status, so an entry checked in or cancelled meanwhile is left alone
 * and none is marked twice. Each instance's marks are one audit row (`entry.noshow`, no operator).
 */
import type { FastifyInstance } from 'fastify';
import { auditedWrite } from '../../operations/audit/audited-write';
import { emitEntryEvents, webhookEvents } from '../../operations/integrations/webhooks';
import { noShowRules } from '../noshow-rules/noshow-rules';
import { markNoShows, tryNoShowLock } from './ops-entries.repository';

/** Minutes after an instance's end before its absentees are marked. */
export const NOSHOW_GRACE_MINUTES = 30;

export interface NoShowReport {
  /** false: another instance held the lock and swept this round */
  ran: boolean;
  marked: { programInstanceIdx: number; reserveEntryIdxs: number[] }[];
}

function groupByInstance(rows: { reserveEntryIdx: number; programInstanceIdx: number }[]) {
  const byInstance = new Map<number, number[]>();
  for (const row of rows) {
    const list = byInstance.get(row.programInstanceIdx) ?? [];
    list.push(row.reserveEntryIdx);
    byInstance.set(row.programInstanceIdx, list);
  }
  return [...byInstance].map(([programInstanceIdx, reserveEntryIdxs]) => ({
    programInstanceIdx,
    reserveEntryIdxs: reserveEntryIdxs.sort((a, b) => a - b),
  }));
}

/**
 * Marks the no-shows of every instance due at `now`, or — the sandbox's test hook — of one
 * instance as if it were due.
 */
export async function sweepNoShows(
  app: FastifyInstance,
  input: { now: Date; graceMinutes?: number } | { programInstanceIdx: number },
): Promise<NoShowReport> {
  // Each no-show counts towards its member's warning and restriction (decision 065).
  const rules = noShowRules(app);
  await rules.ready();
  const hooks = webhookEvents(app);
  await hooks?.ready();
  const now = 'now' in input ? input.now : new Date();
  return auditedWrite(app, null, { mayBeUnchanged: true }, async (tx, audit) => {
    if (!(await tryNoShowLock(tx))) return { ran: false, marked: [] };
    const rows = await markNoShows(
      tx,
      'programInstanceIdx' in input
        ? input
        : { now: input.now, graceMinutes: input.graceMinutes ?? NOSHOW_GRACE_MINUTES },
    );
    const marked = groupByInstance(rows);
    const idxs = rows.map((row) => row.reserveEntryIdx);
    await rules.afterEntries(tx, idxs, now);
    await emitEntryEvents(hooks, tx, 'entry.no_show', idxs, now, { by: 'SWEEP' });
    for (const instance of marked) {
      audit({
        action: 'entry.noshow',
        targetType: 'instance',
        targetId: instance.programInstanceIdx,
        before: { status: 'booked', reserveEntryIdxs: instance.reserveEntryIdxs },
        after: { status: 'NOSHOW', count: instance.reserveEntryIdxs.length },
      });
    }
    return { ran: true, marked };
  });
}

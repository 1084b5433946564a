/**
 * The NOSHOW job (decision 032): once a session has ended plus a grace period, its
 * entries still booked (CONFIRM, APPLY, WIN) become NOSHOW and the member's history says 불참.
 *
 * Runs once even with several instances: the sweep takes a transaction-scoped advisory lock
 * (`pg_try_advisory_xact_lock`) and an instance that does not get it skips the round; and the
 * UPDATE is conditional on the status, so an entry checked in or cancelled meanwhile is left alone
 * and none is marked twice. Each session's marks are one audit row (`entry.noshow`, no operator).
 */
import type { FastifyInstance } from 'fastify';
import { auditedWrite } from '../../operations/audit/audited-write';
import { markNoShows, tryNoShowLock } from './ops-entries.repository';

/** Minutes after a session's end before its absentees are marked. */
export const NOSHOW_GRACE_MINUTES = 30;

export interface NoShowReport {
  /** false: another instance held the lock and swept this round */
  ran: boolean;
  marked: { programInstanceIdx: number; reserveEntryIdxs: number[] }[];
}

function groupBySession(rows: { reserveEntryIdx: number; programInstanceIdx: number }[]) {
  const bySession = new Map<number, number[]>();
  for (const row of rows) {
    const list = bySession.get(row.programInstanceIdx) ?? [];
    list.push(row.reserveEntryIdx);
    bySession.set(row.programInstanceIdx, list);
  }
  return [...bySession].map(([programInstanceIdx, reserveEntryIdxs]) => ({
    programInstanceIdx,
    reserveEntryIdxs: reserveEntryIdxs.sort((a, b) => a - b),
  }));
}

/**
 * Marks the no-shows of every session due at `now`, or — the sandbox's test hook — of one
 * session as if it were due.
 */
export function sweepNoShows(
  app: FastifyInstance,
  input: { now: Date; graceMinutes?: number } | { programInstanceIdx: number },
): Promise<NoShowReport> {
  return auditedWrite(app, null, { mayBeUnchanged: true }, async (tx, audit) => {
    if (!(await tryNoShowLock(tx))) return { ran: false, marked: [] };
    const rows = await markNoShows(
      tx,
      'programInstanceIdx' in input
        ? input
        : { now: input.now, graceMinutes: input.graceMinutes ?? NOSHOW_GRACE_MINUTES },
    );
    const marked = groupBySession(rows);
    for (const session of marked) {
      audit({
        action: 'entry.noshow',
        targetType: 'session',
        targetId: session.programInstanceIdx,
        before: { status: 'booked', reserveEntryIdxs: session.reserveEntryIdxs },
        after: { status: 'NOSHOW', count: session.reserveEntryIdxs.length },
      });
    }
    return { ran: true, marked };
  });
}

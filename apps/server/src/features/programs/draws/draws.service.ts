/**
 * Draws of APPLICATION programs (docs/decisions/016): entries stay ATTEND until the
 * program's winnerAnnouncementDate; then one draw picks the winners uniformly at random with a
 * CSPRNG-seeded stream (draw-algorithm.ts), sets WIN or LOSE on every ATTEND entry and records
 * the draw (program_draws) so it can be audited and re-derived. The `draws.due` job
 * (scheduled-jobs.ts) calls `runDueDraws` every minute; the database makes each draw happen once.
 */
import { type DrawRecordData, toSeoulIso } from '@venue/contract';
import type { Database, Transaction } from '../../../db/types';
import type { DrawMessages } from './draw-messages';
import {
  type AfterDrawn,
  type DrawOutcome,
  type DrawRecord,
  drawProgram,
  drawProgramInTransaction,
  findDueProgramIdxs,
} from './draws.repository';

/** For other features: the results' messages (당첨 / 미당첨), written in the draw's transaction. */
export { type DrawMessages, drawMessages } from './draw-messages';
export type { AfterDrawn, DrawOutcome, DrawRecord } from './draws.repository';
/** For other features: a program's record, whether it was drawn, and a lost claim's error. */
export { DrawRollback, findDraw, isProgramDrawn } from './draws.repository';

/**
 * Draws one program if its announcement is due at `now` (idempotent: a drawn program is
 * 'already'). With `afterDrawn`, its caller has made the messages ready (DrawMessages.ready).
 */
export function runDrawIfDue(
  db: Database,
  programIdx: number,
  now: Date,
  afterDrawn?: AfterDrawn,
): Promise<DrawOutcome> {
  return drawProgram(db, programIdx, { now, trigger: 'SCHEDULED', afterDrawn });
}

/** The sandbox's tester aid: draws now, whatever the announcement date (see the repository). */
export function runDrawNow(
  db: Database,
  programIdx: number,
  now: Date,
  afterDrawn?: AfterDrawn,
): Promise<DrawOutcome> {
  return drawProgram(db, programIdx, { now, trigger: 'SANDBOX', force: true, afterDrawn });
}

/**
 * The console's 지금 추첨 (decision 036) inside the operator's audited transaction, so the draw
 * and its audit row commit together. Throws `DrawRollback` when another draw won the claim.
 */
export function runDrawNowInTransaction(
  tx: Transaction,
  programIdx: number,
  now: Date,
  afterDrawn?: AfterDrawn,
): Promise<DrawOutcome> {
  return drawProgramInTransaction(tx, programIdx, {
    now,
    trigger: 'STAFF',
    force: true,
    afterDrawn,
  });
}

export interface DueDrawsReport {
  /** programs this call drew */
  drawn: number[];
  /** programs that failed (logged by the caller); retried on the next call */
  failed: { programIdx: number; error: unknown }[];
}

/**
 * Draws every program that is due and undrawn at `now`, one transaction each, oldest
 * announcement first. A program another instance drew meanwhile counts as neither. With
 * `messages`, each draw writes its 당첨 / 미당첨 in its transaction.
 */
export async function runDueDraws(
  db: Database,
  now: Date,
  messages?: DrawMessages | null,
): Promise<DueDrawsReport> {
  const report: DueDrawsReport = { drawn: [], failed: [] };
  for (const programIdx of await findDueProgramIdxs(db, now)) {
    try {
      // Before the draw's transaction (features/messages/notify); a failure here fails this
      // program's draw, which the next run tries again.
      await messages?.ready();
      const outcome = await runDrawIfDue(db, programIdx, now, messages?.afterDrawn);
      if (outcome.kind === 'drawn') report.drawn.push(programIdx);
    } catch (error) {
      report.failed.push({ programIdx, error });
    }
  }
  return report;
}

/** A stored draw as the API answers it (the console's record, the sandbox's answer). */
export function toDrawRecordData(record: DrawRecord): DrawRecordData {
  return {
    programIdx: record.programIdx,
    drawnAt: toSeoulIso(record.drawnAt),
    dueAt: toSeoulIso(record.dueAt),
    trigger: record.trigger as DrawRecordData['trigger'],
    algorithm: record.algorithm,
    seed: record.seed,
    seedSha256: record.seedSha256,
    entryCount: record.entryCount,
    candidateCount: record.candidateCount,
    winnerLimit: record.winnerLimit,
    winnerCount: record.winnerCount,
    pools: record.pools,
    winnerEntryIdxs: record.winnerEntryIdxs,
  };
}

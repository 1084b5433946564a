/**
 * Draws in the database (docs/decisions/016). The only file of the feature that touches Drizzle.
 *
 * Exactly once, on PGlite and on PostgreSQL with several server instances:
 * - The draw runs in one transaction that first locks the program row (`FOR UPDATE`). A racing
 *   draw of the same program waits there; an application being inserted holds the row's
 *   FOR KEY SHARE lock through its foreign key until it commits, so the draw waits for it and
 *   then sees it, and an insert arriving after the lock waits for the draw and then finds the
 *   draw row (reserve-entries.repository.ts refuses it) — no entry is left ATTEND after a draw.
 * - The draw row is the claim: `INSERT … ON CONFLICT (program_idx) DO NOTHING`; no row back means
 *   another instance already drew, and this transaction rolls back without touching an entry.
 * - WIN and LOSE are written in the same transaction as the record, so a crash leaves neither.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  programDraws,
  programInstances,
  programs,
  reserveEntries,
  users,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import {
  buildPools,
  DRAW_ALGORITHM,
  type DrawCandidate,
  type DrawPool,
  drawWinners,
  newDrawSeed,
} from './draw-algorithm';

export type DrawRecord = typeof programDraws.$inferSelect & { pools: DrawPool[] };
export type DrawTrigger = 'SCHEDULED' | 'STAFF' | 'SANDBOX';

export type DrawOutcome =
  | { kind: 'drawn'; record: DrawRecord }
  /** the program was drawn before (by this or another instance); its record */
  | { kind: 'already'; record: DrawRecord }
  /** the announcement is still ahead: nothing happened */
  | { kind: 'not-due' }
  /** no such program, or not an APPLICATION program, or no announcement date */
  | { kind: 'not-drawable' };

/**
 * Work done in a draw's transaction once its entries are WIN or LOSE: the results' messages
 * (draw-messages.ts), so a draw that rolls back sends nothing. `won` are the winners, `lost` the
 * entries of active members that lost (a member who has left is told nothing).
 */
export type AfterDrawn = (
  tx: Transaction,
  result: {
    programIdx: number;
    won: readonly number[];
    lost: readonly number[];
    drawnAt: Date;
    seedSha256: string;
  },
) => Promise<void>;

export interface DrawOptions {
  now: Date;
  trigger: DrawTrigger;
  force?: boolean;
  afterDrawn?: AfterDrawn;
}

/** Rolls the transaction back while carrying an outcome out of it. */
export class DrawRollback extends Error {
  constructor(readonly outcome: DrawOutcome) {
    super(outcome.kind);
  }
}

/** APPLICATION programs whose announcement is at or before `now` and that have no draw yet. */
export async function findDueProgramIdxs(db: Database, now: Date, limit = 20): Promise<number[]> {
  const rows = await db
    .select({ programIdx: programs.programIdx })
    .from(programs)
    .leftJoin(programDraws, eq(programDraws.programIdx, programs.programIdx))
    .where(
      and(
        eq(programs.programType, 'APPLICATION'),
        lte(programs.winnerAnnouncementDate, now),
        isNull(programDraws.programIdx),
      ),
    )
    .orderBy(asc(programs.winnerAnnouncementDate), asc(programs.programIdx))
    .limit(limit);
  return rows.map((row) => row.programIdx);
}

export async function findDraw(
  db: Database | Transaction,
  programIdx: number,
): Promise<DrawRecord | null> {
  const [row] = await db
    .select()
    .from(programDraws)
    .where(eq(programDraws.programIdx, programIdx))
    .limit(1);
  return row ? { ...row, pools: row.pools as DrawPool[] } : null;
}

/** Valid entries (ATTEND, member ACTIVE) with the member's CI and the instance's places. */
async function listCandidates(tx: Transaction, programIdx: number): Promise<DrawCandidate[]> {
  return tx
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      ci: users.ci,
      programInstanceIdx: reserveEntries.programInstanceIdx,
      capacity: programInstances.capacity,
    })
    .from(reserveEntries)
    .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .where(
      and(
        eq(reserveEntries.programIdx, programIdx),
        eq(reserveEntries.status, 'ATTEND'),
        eq(users.status, 'ACTIVE'),
      ),
    );
}

const WIN_UPDATE_CHUNK = 5_000;

/**
 * Runs the draw of one program in one transaction (see the file comment). Without `force` it
 * does nothing before the program's winnerAnnouncementDate. With `force` (the sandbox) it draws
 * now and, when the announcement was still ahead, moves the announcement to now and ends the
 * entry window now, so the program reads as announced everywhere.
 */
export async function drawProgram(
  db: Database,
  programIdx: number,
  options: DrawOptions,
): Promise<DrawOutcome> {
  try {
    return await db.transaction((tx) => drawProgramInTransaction(tx, programIdx, options));
  } catch (error) {
    if (error instanceof DrawRollback) return error.outcome;
    throw error;
  }
}

/**
 * `drawProgram`'s work inside a transaction the caller holds (the console's 지금 추첨 adds its
 * audit row to it). Throws `DrawRollback` when the claim was lost: the caller rolls back.
 */
export async function drawProgramInTransaction(
  tx: Transaction,
  programIdx: number,
  options: DrawOptions,
): Promise<DrawOutcome> {
  const { now } = options;
  const [program] = await tx
    .select({
      programType: programs.programType,
      winnerAnnouncementDate: programs.winnerAnnouncementDate,
      winnerCount: programs.winnerCount,
      entryEndAt: programs.entryEndAt,
    })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .for('update');
  if (program?.programType !== 'APPLICATION') {
    return { kind: 'not-drawable' } as const;
  }
  const existing = await findDraw(tx, programIdx);
  if (existing) return { kind: 'already', record: existing } as const;
  const announcement = program.winnerAnnouncementDate;
  const due = announcement !== null && announcement <= now;
  if (!due && !options.force) {
    return announcement === null
      ? ({ kind: 'not-drawable' } as const)
      : ({ kind: 'not-due' } as const);
  }
  if (!due) {
    await tx
      .update(programs)
      .set({
        winnerAnnouncementDate: now,
        entryEndAt: program.entryEndAt && program.entryEndAt < now ? program.entryEndAt : now,
        modDate: now,
      })
      .where(eq(programs.programIdx, programIdx));
  }

  const [attending] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(reserveEntries)
    .where(and(eq(reserveEntries.programIdx, programIdx), eq(reserveEntries.status, 'ATTEND')));
  const candidates = await listCandidates(tx, programIdx);
  const pools = buildPools(candidates, program.winnerCount);
  const { seed, seedSha256 } = newDrawSeed();
  const winners = await drawWinners(seed, pools);

  const [record] = await tx
    .insert(programDraws)
    .values({
      programIdx,
      drawnAt: now,
      dueAt: due && announcement ? announcement : now,
      trigger: options.trigger,
      algorithm: DRAW_ALGORITHM,
      seed,
      seedSha256,
      entryCount: attending?.count ?? 0,
      candidateCount: pools.reduce((sum, pool) => sum + pool.entryIdxs.length, 0),
      winnerLimit: program.winnerCount,
      winnerCount: winners.length,
      pools,
      winnerEntryIdxs: winners,
    })
    .onConflictDoNothing({ target: programDraws.programIdx })
    .returning();
  if (!record) {
    // Another instance claimed the draw between our read and our insert (only possible
    // without the row lock, e.g. a future caller); its record is the answer.
    const theirs = await findDraw(tx, programIdx);
    throw new DrawRollback(theirs ? { kind: 'already', record: theirs } : { kind: 'not-drawable' });
  }

  for (let i = 0; i < winners.length; i += WIN_UPDATE_CHUNK) {
    await tx
      .update(reserveEntries)
      .set({ status: 'WIN', modDate: now })
      .where(inArray(reserveEntries.reserveEntryIdx, winners.slice(i, i + WIN_UPDATE_CHUNK)));
  }
  // Every other ATTEND entry loses: valid ones that were not picked, a person's second
  // account, and entries of members who have left (they could not win, and must not wait).
  const losers = await tx
    .update(reserveEntries)
    .set({ status: 'LOSE', modDate: now })
    .where(and(eq(reserveEntries.programIdx, programIdx), eq(reserveEntries.status, 'ATTEND')))
    .returning({ reserveEntryIdx: reserveEntries.reserveEntryIdx });
  if (options.afterDrawn) {
    // The candidates are the entries of active members.
    const active = new Set(candidates.map((candidate) => candidate.reserveEntryIdx));
    const lost = losers.map((row) => row.reserveEntryIdx).filter((idx) => active.has(idx));
    await options.afterDrawn(tx, {
      programIdx,
      won: winners,
      lost,
      drawnAt: now,
      seedSha256: record.seedSha256,
    });
  }
  return { kind: 'drawn', record: { ...record, pools } } as const;
}

/** True when the program has been drawn; the reservations feature refuses late applications. */
export async function isProgramDrawn(
  db: Database | Transaction,
  programIdx: number,
): Promise<boolean> {
  const [row] = await db
    .select({ programIdx: programDraws.programIdx })
    .from(programDraws)
    .where(eq(programDraws.programIdx, programIdx))
    .limit(1);
  return Boolean(row);
}

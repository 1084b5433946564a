/**
 * The offers of cancelled wins (decisions 036 and 066): `program_draw_offers` and the entries
 * they pass a win between. A win is passed on from an entry (a cancelled win, or an offer
 * declined or expired) to the next candidate once: the row's unique `cancelled_entry_idx`.
 */
import type { DrawOfferState } from '@venue/contract';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  operators,
  programDrawOffers,
  programInstances,
  programs,
  reserveEntries,
  users,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

/** Locks the program row for a change of its draw (the draw itself locks the same row). */
export async function lockDrawProgram(tx: Transaction, programIdx: number) {
  const [row] = await tx
    .select({
      programIdx: programs.programIdx,
      programType: programs.programType,
      entryEndAt: programs.entryEndAt,
      winnerCount: programs.winnerCount,
      winnerAnnouncementDate: programs.winnerAnnouncementDate,
    })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .for('update');
  return row ?? null;
}

export interface DrawOfferRow {
  drawOfferIdx: number;
  cancelledEntryIdx: number;
  offeredEntryIdx: number;
  state: DrawOfferState;
  deadline: Date | null;
  endedAt: Date | null;
  createdAt: Date;
  operatorName: string | null;
}

export async function listDrawOffers(
  db: Database | Transaction,
  programIdx: number,
): Promise<DrawOfferRow[]> {
  const rows = await db
    .select({
      drawOfferIdx: programDrawOffers.drawOfferIdx,
      cancelledEntryIdx: programDrawOffers.cancelledEntryIdx,
      offeredEntryIdx: programDrawOffers.offeredEntryIdx,
      state: programDrawOffers.state,
      deadline: programDrawOffers.deadline,
      endedAt: programDrawOffers.endedAt,
      createdAt: programDrawOffers.createdAt,
      operatorName: operators.name,
    })
    .from(programDrawOffers)
    .leftJoin(operators, eq(operators.operatorIdx, programDrawOffers.operatorIdx))
    .where(eq(programDrawOffers.programIdx, programIdx))
    .orderBy(asc(programDrawOffers.drawOfferIdx));
  return rows.map((row) => ({ ...row, state: row.state as DrawOfferState }));
}

/** An entry of the program with its instance: where a win is passed on from. */
export async function findLink(tx: Transaction, programIdx: number, entryIdx: number) {
  const [row] = await tx
    .select({
      status: reserveEntries.status,
      programInstanceIdx: reserveEntries.programInstanceIdx,
      instanceCancelledAt: programInstances.cancelledAt,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
    })
    .from(reserveEntries)
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .where(
      and(eq(reserveEntries.reserveEntryIdx, entryIdx), eq(reserveEntries.programIdx, programIdx)),
    );
  return row ?? null;
}
export type LinkRow = NonNullable<Awaited<ReturnType<typeof findLink>>>;

/** Entries of the program that lost and whose member is still active: who may be offered a win. */
export async function listOfferableEntryIdxs(
  tx: Transaction,
  programIdx: number,
): Promise<Set<number>> {
  const rows = await tx
    .select({ reserveEntryIdx: reserveEntries.reserveEntryIdx })
    .from(reserveEntries)
    .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
    .where(
      and(
        eq(reserveEntries.programIdx, programIdx),
        eq(reserveEntries.status, 'LOSE'),
        eq(users.status, 'ACTIVE'),
      ),
    );
  return new Set(rows.map((row) => row.reserveEntryIdx));
}

/**
 * Records a win passed on from `cancelledEntryIdx` to `offeredEntryIdx`. Given at once (an
 * EDITOR's, no deadline) the entry becomes WIN now; offered (a deadline) it stays LOSE until the
 * member accepts. False when the entry no longer lost or either side was passed on already.
 */
export async function recordOffer(
  tx: Transaction,
  offer: {
    programIdx: number;
    cancelledEntryIdx: number;
    offeredEntryIdx: number;
    operatorIdx: number | null;
    deadline: Date | null;
    now: Date;
  },
): Promise<boolean> {
  const givenNow = offer.deadline === null;
  const [entry] = await tx
    .update(reserveEntries)
    .set(givenNow ? { status: 'WIN', modDate: offer.now } : { modDate: offer.now })
    .where(
      and(
        eq(reserveEntries.reserveEntryIdx, offer.offeredEntryIdx),
        eq(reserveEntries.status, 'LOSE'),
      ),
    )
    .returning({ reserveEntryIdx: reserveEntries.reserveEntryIdx });
  if (!entry) return false;
  const [row] = await tx
    .insert(programDrawOffers)
    .values({
      programIdx: offer.programIdx,
      cancelledEntryIdx: offer.cancelledEntryIdx,
      offeredEntryIdx: offer.offeredEntryIdx,
      operatorIdx: offer.operatorIdx,
      state: givenNow ? 'ACCEPTED' : 'OFFERED',
      deadline: offer.deadline,
      endedAt: givenNow ? offer.now : null,
      createdAt: offer.now,
    })
    .onConflictDoNothing()
    .returning({ drawOfferIdx: programDrawOffers.drawOfferIdx });
  return row !== undefined;
}

/**
 * Drawn programs that may have a win to pass on: an entry that won (in the draw or by an
 * accepted offer) and is now CANCEL, or an offer declined or expired, not passed on yet, whose
 * session stands and has not started.
 */
export async function programsToPassOn(db: Database, now: Date): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT e.program_idx
    FROM reserve_entries e
    JOIN program_draws d ON d.program_idx = e.program_idx
    LEFT JOIN program_instances i ON i.program_instance_idx = e.program_instance_idx
    LEFT JOIN program_draw_offers took ON took.offered_entry_idx = e.reserve_entry_idx
    WHERE e.program_type = 'APPLICATION'
      AND NOT EXISTS (
        SELECT 1 FROM program_draw_offers o WHERE o.cancelled_entry_idx = e.reserve_entry_idx
      )
      AND (
        (e.status = 'CANCEL'
          AND (e.reserve_entry_idx = ANY (d.winner_entry_idxs) OR took.state = 'ACCEPTED'))
        OR took.state IN ('DECLINED', 'EXPIRED')
      )
      AND (i.program_instance_idx IS NULL OR (
        i.cancelled_at IS NULL
        AND (i.exec_date + i.start_time) AT TIME ZONE 'Asia/Seoul' > ${now.toISOString()}::timestamptz
      ))
  `);
  return (result as unknown as { rows: { program_idx: number }[] }).rows.map((row) =>
    Number(row.program_idx),
  );
}

/** The entries of the program whose win is to be passed on (see programsToPassOn), oldest first. */
export async function linksToPassOn(tx: Transaction, programIdx: number): Promise<number[]> {
  const result = await tx.execute(sql`
    SELECT e.reserve_entry_idx
    FROM reserve_entries e
    JOIN program_draws d ON d.program_idx = e.program_idx
    LEFT JOIN program_draw_offers took ON took.offered_entry_idx = e.reserve_entry_idx
    WHERE e.program_idx = ${programIdx}
      AND NOT EXISTS (
        SELECT 1 FROM program_draw_offers o WHERE o.cancelled_entry_idx = e.reserve_entry_idx
      )
      AND (
        (e.status = 'CANCEL'
          AND (e.reserve_entry_idx = ANY (d.winner_entry_idxs) OR took.state = 'ACCEPTED'))
        OR took.state IN ('DECLINED', 'EXPIRED')
      )
    ORDER BY coalesce(took.ended_at, e.mod_date), e.reserve_entry_idx
  `);
  return (result as unknown as { rows: { reserve_entry_idx: number }[] }).rows.map((row) =>
    Number(row.reserve_entry_idx),
  );
}

/** Open offers whose window has passed. */
export async function dueOffers(
  db: Database,
  now: Date,
): Promise<{ programIdx: number; offeredEntryIdx: number }[]> {
  return db
    .select({
      programIdx: programDrawOffers.programIdx,
      offeredEntryIdx: programDrawOffers.offeredEntryIdx,
    })
    .from(programDrawOffers)
    .where(and(eq(programDrawOffers.state, 'OFFERED'), lte(programDrawOffers.deadline, now)));
}

/** The open offer made to this entry, its row locked; null when there is none. */
export async function lockOpenOffer(tx: Transaction, offeredEntryIdx: number) {
  const [row] = await tx
    .select({
      programIdx: programDrawOffers.programIdx,
      state: programDrawOffers.state,
      deadline: programDrawOffers.deadline,
    })
    .from(programDrawOffers)
    .where(eq(programDrawOffers.offeredEntryIdx, offeredEntryIdx))
    .for('update');
  return row ?? null;
}

/** OFFERED → `state`; false when it was not open. */
export async function endOffer(
  tx: Transaction,
  offeredEntryIdx: number,
  state: Exclude<DrawOfferState, 'OFFERED'>,
  now: Date,
): Promise<boolean> {
  const [ended] = await tx
    .update(programDrawOffers)
    .set({ state, endedAt: now })
    .where(
      and(
        eq(programDrawOffers.offeredEntryIdx, offeredEntryIdx),
        eq(programDrawOffers.state, 'OFFERED'),
      ),
    )
    .returning({ drawOfferIdx: programDrawOffers.drawOfferIdx });
  return ended !== undefined;
}

/** LOSE → WIN for an accepted offer's entry; false when it no longer lost. */
export async function winEntry(tx: Transaction, reserveEntryIdx: number, now: Date) {
  const [won] = await tx
    .update(reserveEntries)
    .set({ status: 'WIN', modDate: now })
    .where(
      and(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx), eq(reserveEntries.status, 'LOSE')),
    )
    .returning({ reserveEntryIdx: reserveEntries.reserveEntryIdx });
  return won !== undefined;
}

/** The member's entry: whose it is and its program (null when not theirs). */
export async function memberEntry(db: Database, userIdx: number, reserveEntryIdx: number) {
  const [row] = await db
    .select({ programIdx: reserveEntries.programIdx, status: reserveEntries.status })
    .from(reserveEntries)
    .where(
      and(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx), eq(reserveEntries.userIdx, userIdx)),
    );
  return row ?? null;
}

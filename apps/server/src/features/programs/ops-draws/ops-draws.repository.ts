/**
 * The draws screen's queries (decision 036): the APPLICATION programs with their counts and the
 * entries of a draw's candidates. The draw itself is features/programs/draws' (draws.repository.ts),
 * the offers of cancelled wins features/programs/draw-offers'.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  programDrawOffers,
  programDraws,
  programInstances,
  programs,
  reserveEntries,
  users,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

export interface DrawProgramRow {
  programIdx: number;
  programName: string;
  entryStartAt: Date | null;
  entryEndAt: Date | null;
  winnerAnnouncementDate: Date | null;
  winnerCount: number | null;
  drawnAt: Date | null;
  drawnEntryCount: number | null;
  attending: number;
  winnerNow: number;
  cancelledWinOpen: number;
}

/** Statuses of an entry that won and still holds (or used) the win. */
export const HOLDING_WIN = ['WIN', 'DONE', 'NOSHOW'];

/** The APPLICATION programs (or one of them) with their entry counts and draw. */
export async function listDrawPrograms(
  db: Database | Transaction,
  programIdx?: number,
): Promise<DrawProgramRow[]> {
  const where: SQL[] = [eq(programs.programType, 'APPLICATION')];
  if (programIdx !== undefined) where.push(eq(programs.programIdx, programIdx));
  return db
    .select({
      programIdx: programs.programIdx,
      programName: programs.programName,
      entryStartAt: programs.entryStartAt,
      entryEndAt: programs.entryEndAt,
      winnerAnnouncementDate: programs.winnerAnnouncementDate,
      winnerCount: programs.winnerCount,
      drawnAt: programDraws.drawnAt,
      drawnEntryCount: programDraws.entryCount,
      attending: sql<number>`(count(${reserveEntries.reserveEntryIdx}) filter (where ${reserveEntries.status} = 'ATTEND'))::int`,
      winnerNow: sql<number>`(count(${reserveEntries.reserveEntryIdx}) filter (where ${inArray(reserveEntries.status, HOLDING_WIN)}))::int`,
      // A win cancelled with its instance (decision 026) has no instance to offer it in.
      cancelledWinOpen: sql<number>`(count(${reserveEntries.reserveEntryIdx}) filter (where ${reserveEntries.status} = 'CANCEL' and ${programInstances.cancelledAt} is null and ${programDrawOffers.drawOfferIdx} is null))::int`,
    })
    .from(programs)
    .leftJoin(programDraws, eq(programDraws.programIdx, programs.programIdx))
    .leftJoin(reserveEntries, eq(reserveEntries.programIdx, programs.programIdx))
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .leftJoin(
      programDrawOffers,
      eq(programDrawOffers.cancelledEntryIdx, reserveEntries.reserveEntryIdx),
    )
    .where(and(...where))
    .groupBy(programs.programIdx, programDraws.programIdx)
    .orderBy(asc(programs.winnerAnnouncementDate), asc(programs.programIdx));
}

export async function setDrawSettings(
  tx: Transaction,
  programIdx: number,
  settings: { winnerCount: number | null; winnerAnnouncementDate: Date; now: Date },
) {
  await tx
    .update(programs)
    .set({
      winnerCount: settings.winnerCount,
      winnerAnnouncementDate: settings.winnerAnnouncementDate,
      modDate: settings.now,
    })
    .where(eq(programs.programIdx, programIdx));
}

export interface CandidateEntryRow {
  reserveEntryIdx: number;
  reserveEntryId: string;
  status: string;
  name: string | null;
  execDate: string | null;
  startTime: string | null;
  endTime: string | null;
}

/** The entries of the given ids with the name the member gave and their instance. */
export async function listCandidateEntries(
  db: Database | Transaction,
  entryIdxs: number[],
): Promise<Map<number, CandidateEntryRow>> {
  if (entryIdxs.length === 0) return new Map();
  const rows = await db
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      reserveEntryId: reserveEntries.reserveEntryId,
      status: reserveEntries.status,
      name: sql<string | null>`coalesce(${reserveEntries.name}, ${users.name})`,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      endTime: programInstances.endTime,
    })
    .from(reserveEntries)
    .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .where(inArray(reserveEntries.reserveEntryIdx, entryIdxs));
  return new Map(rows.map((row) => [row.reserveEntryIdx, row]));
}

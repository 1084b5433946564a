/** What the notifier reads to address a message: an entry's member and visit, a member's phone. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  floors,
  programInstances,
  programs,
  reserveEntries,
  users,
  zones,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

/**
 * The entries with their member's name and phone, their program and instance, and its place;
 * only entries of active members (a withdrawn member's phone is no longer theirs: 00000000000).
 */
export async function entryRows(tx: Transaction, reserveEntryIdxs: readonly number[]) {
  if (reserveEntryIdxs.length === 0) return [];
  return tx
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      programType: reserveEntries.programType,
      userIdx: reserveEntries.userIdx,
      memberName: users.name,
      memberPhone: users.phoneNumber,
      programIdx: programs.programIdx,
      programName: programs.programName,
      winnerAnnouncementDate: programs.winnerAnnouncementDate,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      zoneName: zones.zoneName,
      floorName: floors.floorName,
    })
    .from(reserveEntries)
    .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
    .innerJoin(programs, eq(programs.programIdx, reserveEntries.programIdx))
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .where(
      and(
        inArray(reserveEntries.reserveEntryIdx, [...reserveEntryIdxs]),
        eq(users.status, 'ACTIVE'),
      ),
    );
}

export type EntryRow = Awaited<ReturnType<typeof entryRows>>[number];

/** An active member's name and verified phone, or undefined. */
export async function memberContact(tx: Transaction, userIdx: number) {
  const [row] = await tx
    .select({ userIdx: users.userIdx, name: users.name, phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')));
  return row;
}

/**
 * Up to `limit` entries made by a booking (`/reserveentry/insert`, which records the request's
 * hash) after `afterIdx` that have no 예약 확정 / 응모 완료 yet (decision 064: the entry is the
 * outbox), locked so another instance's relay skips them, in id order; and the largest id looked
 * at. Exactly once rests on `messages_cause_uq`, as for every other kind.
 */
export async function unconfirmedEntries(
  tx: Transaction,
  afterIdx: number,
  limit: number,
): Promise<number[]> {
  const result = await tx.execute<{ reserve_entry_idx: number }>(sql`
    SELECT e.reserve_entry_idx FROM reserve_entries e
    WHERE e.reserve_entry_idx > ${afterIdx} AND e.request_hash IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM messages m
        WHERE m.kind = CASE WHEN e.program_type = 'APPLICATION' THEN 'APPLICATION_RECEIVED'
                            ELSE 'RESERVATION_CONFIRMED' END
          AND m.cause_key = 'entry:' || e.reserve_entry_idx)
    ORDER BY e.reserve_entry_idx
    LIMIT ${limit}
    FOR UPDATE OF e SKIP LOCKED`);
  return (result as unknown as { rows: { reserve_entry_idx: number }[] }).rows.map((row) =>
    Number(row.reserve_entry_idx),
  );
}

/** The newest entry's id (0 without any). */
export async function newestEntryIdx(tx: Transaction | Database): Promise<number> {
  const [row] = await tx
    .select({ idx: sql<number>`coalesce(max(${reserveEntries.reserveEntryIdx}), 0)::int` })
    .from(reserveEntries);
  return row?.idx ?? 0;
}

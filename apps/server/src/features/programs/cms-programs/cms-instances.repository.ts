/**
 * Instances (program_instances) as the staff console edits them (decision 026). Seats stay the
 * reservations feature's rule (decision 015): `reserved_count` is the seats booked, and the
 * CHECK program_instances_seats_ck refuses a capacity below it and any seat in a cancelled
 * instance. Each write locks the instance row (FOR UPDATE), so a booking running at the same time
 * on PostgreSQL waits for it and re-checks against what it committed.
 */
import {
  STAFF_INSTANCE_PAGE_SIZE,
  type StaffInstance,
  type staffInstanceListBody,
  toSeoulIso,
  type Ymd,
} from '@venue/contract';
import { and, asc, count, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { programInstances, reserveEntries } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { toYn } from '../../../lib/yn';
import type { SeriesSlot } from './instance-series';

/** Entry statuses that hold a place in an instance (the others are cancelled, lost or over). */
export const ACTIVE_ENTRY_STATUSES = ['CONFIRM', 'APPLY', 'ATTEND', 'WIN'];

// Spelled out: without a join Drizzle leaves the outer column unqualified, and inside the
// subquery it would name the entry's own column.
const activeEntryCount = sql<number>`(select count(*)::int from reserve_entries e where e.program_instance_idx = program_instances.program_instance_idx and e.status in ('CONFIRM', 'APPLY', 'ATTEND', 'WIN'))`;

const hhmm = (time: string) => time.slice(0, 5);

export async function listInstances(
  db: Database,
  filter: z.output<typeof staffInstanceListBody>,
): Promise<{ list: StaffInstance[]; page: number; pageSize: number; totalCount: number }> {
  const where: SQL[] = [eq(programInstances.programIdx, filter.programIdx)];
  if (filter.from) where.push(gte(programInstances.execDate, filter.from));
  if (filter.to) where.push(lte(programInstances.execDate, filter.to));
  if (filter.includeCancelledYn === 'N') where.push(isNull(programInstances.cancelledAt));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        programInstanceIdx: programInstances.programInstanceIdx,
        execDate: programInstances.execDate,
        startTime: programInstances.startTime,
        endTime: programInstances.endTime,
        capacity: programInstances.capacity,
        reservedCount: programInstances.reservedCount,
        activeEntryCount,
        cancelledAt: programInstances.cancelledAt,
      })
      .from(programInstances)
      .where(condition)
      .orderBy(
        asc(programInstances.execDate),
        asc(programInstances.startTime),
        asc(programInstances.programInstanceIdx),
      )
      .limit(STAFF_INSTANCE_PAGE_SIZE)
      .offset((filter.page - 1) * STAFF_INSTANCE_PAGE_SIZE),
    db.select({ n: count() }).from(programInstances).where(condition),
  ]);
  return {
    list: rows.map((row) => ({
      programInstanceIdx: row.programInstanceIdx,
      execDate: row.execDate,
      startTime: hhmm(row.startTime),
      endTime: hhmm(row.endTime),
      capacity: row.capacity,
      reservedCount: row.reservedCount,
      activeEntryCount: Number(row.activeEntryCount),
      cancelledYn: toYn(row.cancelledAt !== null),
      cancelledAt: row.cancelledAt ? toSeoulIso(row.cancelledAt) : null,
    })),
    page: filter.page,
    pageSize: STAFF_INSTANCE_PAGE_SIZE,
    totalCount: total?.n ?? 0,
  };
}

/** Locks the entries that hold a place in the instance (before the instance row itself). */
export async function lockActiveEntries(tx: Transaction, programInstanceIdx: number) {
  await tx
    .select({ id: reserveEntries.reserveEntryIdx })
    .from(reserveEntries)
    .where(
      and(
        eq(reserveEntries.programInstanceIdx, programInstanceIdx),
        inArray(reserveEntries.status, ACTIVE_ENTRY_STATUSES),
      ),
    )
    .orderBy(asc(reserveEntries.reserveEntryIdx))
    .for('update');
}

/** An instance locked for this transaction, with its active entries; null when unknown. */
export async function lockInstance(tx: Transaction, programInstanceIdx: number) {
  const [row] = await tx
    .select({
      programInstanceIdx: programInstances.programInstanceIdx,
      programIdx: programInstances.programIdx,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      endTime: programInstances.endTime,
      capacity: programInstances.capacity,
      reservedCount: programInstances.reservedCount,
      heldCount: programInstances.heldCount,
      cancelledAt: programInstances.cancelledAt,
    })
    .from(programInstances)
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx))
    .for('update');
  if (!row) return null;
  const [active] = await tx
    .select({ n: count() })
    .from(reserveEntries)
    .where(
      and(
        eq(reserveEntries.programInstanceIdx, programInstanceIdx),
        inArray(reserveEntries.status, ACTIVE_ENTRY_STATUSES),
      ),
    );
  return {
    ...row,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    activeEntryCount: Number(active?.n ?? 0),
  };
}
export type LockedInstance = NonNullable<Awaited<ReturnType<typeof lockInstance>>>;

/** The instance's audit shape. */
export function instanceFields(row: {
  programInstanceIdx: number;
  programIdx: number;
  execDate: string;
  startTime: string;
  endTime: string;
  capacity: number | null;
  reservedCount: number;
}) {
  return {
    programInstanceIdx: row.programInstanceIdx,
    programIdx: row.programIdx,
    execDate: row.execDate,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    capacity: row.capacity,
    reservedCount: row.reservedCount,
  };
}

/** Is another live instance of the program at that day and start time? */
export async function slotTaken(
  tx: Transaction,
  slot: { programIdx: number; execDate: Ymd; startTime: string; exceptIdx?: number | undefined },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: programInstances.programInstanceIdx })
    .from(programInstances)
    .where(
      and(
        eq(programInstances.programIdx, slot.programIdx),
        eq(programInstances.execDate, slot.execDate),
        eq(programInstances.startTime, slot.startTime),
        isNull(programInstances.cancelledAt),
        slot.exceptIdx === undefined
          ? undefined
          : ne(programInstances.programInstanceIdx, slot.exceptIdx),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertInstance(
  tx: Transaction,
  values: {
    programIdx: number;
    execDate: Ymd;
    startTime: string;
    endTime: string;
    capacity: number | null;
  },
) {
  const [row] = await tx.insert(programInstances).values(values).returning();
  if (!row) throw new Error('instance insert returned no row');
  return row;
}

export async function updateInstance(
  tx: Transaction,
  programInstanceIdx: number,
  values: { execDate: Ymd; startTime: string; endTime: string; capacity: number | null },
) {
  const [row] = await tx
    .update(programInstances)
    .set({
      ...values,
      // A move (another day, start or end; compared as date and time, so 14:00 is 14:00:00)
      // raises the calendar files' SEQUENCE (features/programs/calendar); a capacity change does not.
      scheduleVersion: sql`${programInstances.scheduleVersion} + case when ${programInstances.execDate} = ${values.execDate} and ${programInstances.startTime} = ${values.startTime} and ${programInstances.endTime} = ${values.endTime} then 0 else 1 end`,
    })
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx))
    .returning();
  if (!row) throw new Error('instance update returned no row');
  return row;
}

/**
 * Inserts the slots a series planned; a slot whose day and start time already has a live
 * instance is skipped by the unique index program_instances_slot_uq (ON CONFLICT DO NOTHING),
 * which also settles two series made at once. Answers the new instances' ids.
 */
export async function insertSlots(
  tx: Transaction,
  programIdx: number,
  slots: SeriesSlot[],
  capacity: number | null,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < slots.length; start += 1000) {
    const chunk = slots.slice(start, start + 1000);
    const rows = await tx
      .insert(programInstances)
      .values(chunk.map((slot) => ({ ...slot, programIdx, capacity })))
      .onConflictDoNothing()
      .returning({ id: programInstances.programInstanceIdx });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** A program's live (not cancelled) instances by day and time: the pattern a duplicate copies. */
export async function listLiveInstanceSlots(db: Database | Transaction, programIdx: number) {
  const rows = await db
    .select({
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      endTime: programInstances.endTime,
      capacity: programInstances.capacity,
    })
    .from(programInstances)
    .where(and(eq(programInstances.programIdx, programIdx), isNull(programInstances.cancelledAt)))
    .orderBy(asc(programInstances.execDate), asc(programInstances.startTime));
  return rows.map((row) => ({
    ...row,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
  }));
}

/** New instances, each with its own capacity and no seats taken; answers their ids. */
export async function insertInstanceCopies(
  tx: Transaction,
  programIdx: number,
  slots: (SeriesSlot & { capacity: number | null })[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < slots.length; start += 1000) {
    const rows = await tx
      .insert(programInstances)
      .values(slots.slice(start, start + 1000).map((slot) => ({ ...slot, programIdx })))
      .onConflictDoNothing()
      .returning({ id: programInstances.programInstanceIdx });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/**
 * Cancels an instance with every entry that still holds a place in it: reservations and won
 * draws become CANCEL, pending applications ATTENDCANCEL (the member's history files both under
 * 취소), and the instance gives its seats back and takes no more. Answers the entries cancelled.
 */
export async function cancelInstanceAndEntries(
  tx: Transaction,
  programInstanceIdx: number,
  now: Date,
): Promise<number[]> {
  const cancelled = await tx
    .update(reserveEntries)
    .set({
      status: sql`case when ${reserveEntries.status} = 'ATTEND' then 'ATTENDCANCEL' else 'CANCEL' end`,
      cancelledAt: now,
      modDate: now,
    })
    .where(
      and(
        eq(reserveEntries.programInstanceIdx, programInstanceIdx),
        inArray(reserveEntries.status, ACTIVE_ENTRY_STATUSES),
      ),
    )
    .returning({ id: reserveEntries.reserveEntryIdx });
  await tx
    .update(programInstances)
    // Seats held for waiting-list offers go too; the waiting list closes its line (decision 063).
    .set({ cancelledAt: now, reservedCount: 0, heldCount: 0 })
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
  return cancelled.map((row) => row.id);
}

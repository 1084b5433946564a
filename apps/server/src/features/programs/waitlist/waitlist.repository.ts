/**
 * The waiting lists in the database (decision 063). The only file of the feature that touches
 * Drizzle. Offers are made one at a time per session, each in a transaction that locks the
 * session's row first (FOR UPDATE), so two instances freeing seats of one session at once queue
 * on that lock and each sees the other's hold: a seat is offered once, and booked plus held
 * seats never pass capacity (the CHECK program_instances_seats_ck is the last word).
 */
import { toSeoulIso, type WaitlistItem, type WaitlistState } from '@venue/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  programInstances,
  programs,
  reserveEntries,
  users,
  type WaitlistRequestRow,
  waitlistEntries,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { instanceStart } from '../programs/programs.rules';

export const ACTIVE_STATES = ['WAITING', 'OFFERED'] as const;

type Db = Database | Transaction;

/** The member's places still in a line (WAITING or OFFERED), across sessions. */
export async function countActive(db: Db, userIdx: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.userIdx, userIdx), inArray(waitlistEntries.state, ACTIVE_STATES)),
    );
  return row?.n ?? 0;
}

function sessionQuery(db: Db, programInstanceIdx: number) {
  return db
    .select({
      programInstanceIdx: programInstances.programInstanceIdx,
      programIdx: programInstances.programIdx,
      programName: programs.programName,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      capacity: programInstances.capacity,
      reservedCount: programInstances.reservedCount,
      heldCount: programInstances.heldCount,
      cancelledAt: programInstances.cancelledAt,
      open: sql<boolean>`(${programs.displayYn} and ${programs.status} = 'OPEN')`,
    })
    .from(programInstances)
    .innerJoin(programs, eq(programs.programIdx, programInstances.programIdx))
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
}

/** The session's seats: capacity (null = unlimited), booked and held, and its program. */
export async function findSession(db: Db, programInstanceIdx: number) {
  const [row] = await sessionQuery(db, programInstanceIdx);
  return row ?? null;
}

/** The same, its row locked for this transaction (offers and joins queue on it). */
export async function lockInstance(tx: Transaction, programInstanceIdx: number) {
  const [row] = await sessionQuery(tx, programInstanceIdx).for('update', { of: programInstances });
  return row ?? null;
}
export type LockedInstance = NonNullable<Awaited<ReturnType<typeof lockInstance>>>;

export function startOf(instance: Pick<LockedInstance, 'execDate' | 'startTime'>): Date {
  return instanceStart(instance.execDate, instance.startTime);
}

/** Joins the line; null when the member has a place in it already (the unique index). */
export async function insertWaiting(
  tx: Transaction,
  row: {
    userIdx: number;
    programIdx: number;
    programInstanceIdx: number;
    personCount: number;
    request: WaitlistRequestRow;
    now: Date;
  },
): Promise<number | null> {
  const [inserted] = await tx
    .insert(waitlistEntries)
    .values({
      userIdx: row.userIdx,
      programIdx: row.programIdx,
      programInstanceIdx: row.programInstanceIdx,
      personCount: row.personCount,
      request: row.request,
      joinedAt: row.now,
    })
    .onConflictDoNothing()
    .returning({ waitlistIdx: waitlistEntries.waitlistIdx });
  return inserted?.waitlistIdx ?? null;
}

/** 1-based place among those WAITING in the session's line (joined earlier, or same time and id). */
const positionSql = sql<number>`(
  select count(*)::int from waitlist_entries o
  where o.program_instance_idx = ${waitlistEntries.programInstanceIdx} and o.state = 'WAITING'
    and (o.joined_at, o.waitlist_idx) <= (${waitlistEntries.joinedAt}, ${waitlistEntries.waitlistIdx})
)`;

/** A place with what the member and the routes need; locked when `lock`. */
export async function findPlace(db: Db, waitlistIdx: number, lock = false) {
  const query = db
    .select({
      waitlistIdx: waitlistEntries.waitlistIdx,
      userIdx: waitlistEntries.userIdx,
      programIdx: waitlistEntries.programIdx,
      programInstanceIdx: waitlistEntries.programInstanceIdx,
      personCount: waitlistEntries.personCount,
      state: waitlistEntries.state,
      request: waitlistEntries.request,
      offerDeadline: waitlistEntries.offerDeadline,
      reserveEntryIdx: waitlistEntries.reserveEntryIdx,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.waitlistIdx, waitlistIdx));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
export type Place = NonNullable<Awaited<ReturnType<typeof findPlace>>>;

/**
 * Ends a place (LEFT, DECLINED, EXPIRED, CLOSED) if it is still WAITING or OFFERED, giving back
 * the seats an offer held. Returns whether it changed (a repeated leave changes nothing).
 */
export async function endPlace(
  tx: Transaction,
  waitlistIdx: number,
  state: Exclude<WaitlistState, 'WAITING' | 'OFFERED' | 'ACCEPTED'>,
  now: Date,
  reason: string | null = null,
): Promise<boolean> {
  const [ended] = await tx
    .execute<{ program_instance_idx: number; held: number }>(sql`
    WITH old AS (
      SELECT waitlist_idx, state, person_count, program_instance_idx FROM waitlist_entries
      WHERE waitlist_idx = ${waitlistIdx} AND state IN ('WAITING', 'OFFERED') FOR UPDATE
    )
    UPDATE waitlist_entries w SET state = ${state}, ended_at = ${now}, end_reason = ${reason}
    FROM old WHERE w.waitlist_idx = old.waitlist_idx
    RETURNING old.program_instance_idx,
      CASE WHEN old.state = 'OFFERED' THEN old.person_count ELSE 0 END AS held`)
    .then(
      (result) =>
        (result as unknown as { rows: { program_instance_idx: number; held: number }[] }).rows,
    );
  if (!ended) return false;
  if (ended.held > 0) await releaseHeld(tx, ended.program_instance_idx, ended.held);
  return true;
}

async function releaseHeld(tx: Transaction, programInstanceIdx: number, seats: number) {
  await tx
    .update(programInstances)
    .set({ heldCount: sql`greatest(${programInstances.heldCount} - ${seats}, 0)` })
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
}

/** The first WAITING place whose party fits `free` seats (null: any party), locked. */
export async function firstFitting(
  tx: Transaction,
  programInstanceIdx: number,
  free: number | null,
) {
  const [row] = await tx
    .select({
      waitlistIdx: waitlistEntries.waitlistIdx,
      userIdx: waitlistEntries.userIdx,
      personCount: waitlistEntries.personCount,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.programInstanceIdx, programInstanceIdx),
        eq(waitlistEntries.state, 'WAITING'),
        free === null ? undefined : sql`${waitlistEntries.personCount} <= ${free}`,
      ),
    )
    .orderBy(waitlistEntries.joinedAt, waitlistEntries.waitlistIdx)
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The place becomes OFFERED until `deadline`, and its seats are held. */
export async function markOffered(
  tx: Transaction,
  place: { waitlistIdx: number; personCount: number },
  programInstanceIdx: number,
  now: Date,
  deadline: Date,
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ state: 'OFFERED', offeredAt: now, offerDeadline: deadline })
    .where(eq(waitlistEntries.waitlistIdx, place.waitlistIdx));
  await tx
    .update(programInstances)
    .set({ heldCount: sql`${programInstances.heldCount} + ${place.personCount}` })
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
}

/**
 * The session's line closed (its start passed, it was cancelled or closed): WAITING and OFFERED
 * places become CLOSED and an offer's held seats are given back.
 */
export async function closeWaiting(
  tx: Transaction,
  programInstanceIdx: number,
  now: Date,
  reason: string,
): Promise<{ waitlistIdx: number; userIdx: number }[]> {
  const closed = await tx
    .update(waitlistEntries)
    .set({ state: 'CLOSED', endedAt: now, endReason: reason })
    .where(
      and(
        eq(waitlistEntries.programInstanceIdx, programInstanceIdx),
        inArray(waitlistEntries.state, ACTIVE_STATES),
      ),
    )
    .returning({
      waitlistIdx: waitlistEntries.waitlistIdx,
      userIdx: waitlistEntries.userIdx,
      offeredAt: waitlistEntries.offeredAt,
      personCount: waitlistEntries.personCount,
    });
  const held = closed
    .filter((place) => place.offeredAt !== null)
    .reduce((sum, place) => sum + place.personCount, 0);
  if (held > 0) await releaseHeld(tx, programInstanceIdx, held);
  return closed.map(({ waitlistIdx, userIdx }) => ({ waitlistIdx, userIdx }));
}

/** The place was booked: ACCEPTED with its entry. */
export async function markAccepted(
  tx: Transaction,
  waitlistIdx: number,
  reserveEntryIdx: number,
  now: Date,
): Promise<void> {
  await tx
    .update(waitlistEntries)
    .set({ state: 'ACCEPTED', reserveEntryIdx, endedAt: now })
    .where(eq(waitlistEntries.waitlistIdx, waitlistIdx));
}

/** Offers whose deadline has passed. */
export async function dueOffers(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ waitlistIdx: waitlistEntries.waitlistIdx })
    .from(waitlistEntries)
    .where(
      and(eq(waitlistEntries.state, 'OFFERED'), sql`${waitlistEntries.offerDeadline} <= ${now}`),
    );
  return rows.map((row) => row.waitlistIdx);
}

/**
 * Sessions with someone WAITING that may have something to do: free seats, or a start that has
 * passed, or a cancellation (then the line closes).
 */
export async function sessionsToRefill(db: Db): Promise<number[]> {
  const result = await db.execute<{ program_instance_idx: number }>(sql`
    SELECT DISTINCT w.program_instance_idx FROM waitlist_entries w
    JOIN program_instances pi ON pi.program_instance_idx = w.program_instance_idx
    JOIN programs p ON p.program_idx = pi.program_idx
    WHERE w.state IN ('WAITING', 'OFFERED') AND (
      pi.cancelled_at IS NOT NULL OR NOT p.display_yn OR p.status <> 'OPEN'
      OR pi.capacity IS NULL OR pi.reserved_count + pi.held_count < pi.capacity
      OR (pi.exec_date + pi.start_time) AT TIME ZONE 'Asia/Seoul' <= now())
    ORDER BY 1`);
  return (result as unknown as { rows: { program_instance_idx: number }[] }).rows.map(
    (row) => row.program_instance_idx,
  );
}

/**
 * Makes every session's held seats equal to its open offers' parties and its staff holds in force
 * (seat_holds, decision 069): a place removed with its member (withdrawal deletes the member's
 * rows) would otherwise hold its seats for good.
 */
export async function reconcileHeld(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE program_instances pi SET held_count = coalesce(o.held, 0)
    FROM (
      SELECT x.program_instance_idx, (
        SELECT coalesce(sum(w.person_count), 0)::int FROM waitlist_entries w
        WHERE w.program_instance_idx = x.program_instance_idx AND w.state = 'OFFERED')
        + (SELECT coalesce(sum(h.seats), 0)::int FROM seat_holds h
           WHERE h.program_instance_idx = x.program_instance_idx AND h.released_at IS NULL) AS held
      FROM program_instances x WHERE x.held_count > 0
    ) o
    WHERE pi.program_instance_idx = o.program_instance_idx
      AND pi.held_count <> coalesce(o.held, 0)`);
}

const listColumns = {
  waitlistIdx: waitlistEntries.waitlistIdx,
  programIdx: waitlistEntries.programIdx,
  programInstanceIdx: waitlistEntries.programInstanceIdx,
  programName: programs.programName,
  execDate: programInstances.execDate,
  startTime: programInstances.startTime,
  endTime: programInstances.endTime,
  personCount: waitlistEntries.personCount,
  state: waitlistEntries.state,
  position: positionSql,
  offerDeadline: waitlistEntries.offerDeadline,
  reserveEntryIdx: waitlistEntries.reserveEntryIdx,
  joinedAt: waitlistEntries.joinedAt,
};

type ListRow = {
  waitlistIdx: number;
  programIdx: number;
  programInstanceIdx: number;
  programName: string;
  execDate: string;
  startTime: string;
  endTime: string;
  personCount: number;
  state: string;
  position: number;
  offerDeadline: Date | null;
  reserveEntryIdx: number | null;
  joinedAt: Date;
};

function toItem(row: ListRow): WaitlistItem {
  return {
    ...row,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
    state: row.state as WaitlistState,
    position: row.state === 'WAITING' ? row.position : null,
    offerDeadline: row.offerDeadline ? toSeoulIso(row.offerDeadline) : null,
    joinedAt: toSeoulIso(row.joinedAt),
  };
}

/** Places as the member's list shows them, with the program and the session. */
function placesWhere(db: Db, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(waitlistEntries)
    .innerJoin(programs, eq(programs.programIdx, waitlistEntries.programIdx))
    .innerJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, waitlistEntries.programInstanceIdx),
    )
    .where(where);
}

/** The member's places, newest first; `active` only WAITING and OFFERED. */
export async function listMemberPlaces(
  db: Db,
  userIdx: number,
  active: boolean,
): Promise<WaitlistItem[]> {
  const rows = await placesWhere(
    db,
    and(
      eq(waitlistEntries.userIdx, userIdx),
      active ? inArray(waitlistEntries.state, ACTIVE_STATES) : undefined,
    ),
  ).orderBy(desc(waitlistEntries.joinedAt), desc(waitlistEntries.waitlistIdx));
  return rows.map(toItem);
}

/** One of the member's places, as the list shows it. */
export async function findMemberPlace(
  db: Db,
  userIdx: number,
  waitlistIdx: number,
): Promise<WaitlistItem | null> {
  const [row] = await placesWhere(
    db,
    and(eq(waitlistEntries.userIdx, userIdx), eq(waitlistEntries.waitlistIdx, waitlistIdx)),
  );
  return row ? toItem(row) : null;
}

/** A session's line for the console: every place, in line order, with its member. */
export async function listSessionPlaces(db: Db, programInstanceIdx: number) {
  return db
    .select({
      waitlistIdx: waitlistEntries.waitlistIdx,
      userIdx: waitlistEntries.userIdx,
      memberName: users.name,
      phoneNumber: users.phoneNumber,
      personCount: waitlistEntries.personCount,
      state: waitlistEntries.state,
      position: positionSql,
      offerDeadline: waitlistEntries.offerDeadline,
      reserveEntryIdx: waitlistEntries.reserveEntryIdx,
      joinedAt: waitlistEntries.joinedAt,
      endedAt: waitlistEntries.endedAt,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.userIdx, waitlistEntries.userIdx))
    .where(eq(waitlistEntries.programInstanceIdx, programInstanceIdx))
    .orderBy(waitlistEntries.joinedAt, waitlistEntries.waitlistIdx);
}

/** The session's seats for the console. */
export async function sessionSeats(db: Db, programInstanceIdx: number) {
  const [row] = await db
    .select({
      capacity: programInstances.capacity,
      reservedCount: programInstances.reservedCount,
      heldCount: programInstances.heldCount,
    })
    .from(programInstances)
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
  return row ?? null;
}

/** The member holds an active entry of the program (one per program, as the booking's index says). */
export async function holdsEntry(db: Db, userIdx: number, programIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ idx: reserveEntries.reserveEntryIdx })
    .from(reserveEntries)
    .where(
      and(
        eq(reserveEntries.userIdx, userIdx),
        eq(reserveEntries.programIdx, programIdx),
        sql`${reserveEntries.status} not in ('CANCEL', 'ATTENDCANCEL')`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function entryIdOf(db: Db, reserveEntryIdx: number): Promise<string | null> {
  const [row] = await db
    .select({ id: reserveEntries.reserveEntryId })
    .from(reserveEntries)
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
  return row?.id ?? null;
}

/**
 * Bookings made by staff and seats held for groups, in the database (decision 069).
 *
 * Seats move only by conditional UPDATEs on `program_instances`, as the visitor's booking
 * statement does (reserve-entries.repository.ts): `reserved_count + held_count + n <= capacity`
 * in the WHERE of the same UPDATE that adds them, so PostgreSQL's row lock queues racing writers
 * and each re-checks against the committed count; nothing is read first and written after.
 */
import { randomUUID } from 'node:crypto';
import { toSeoulIso } from '@venue/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  checkIns,
  operators,
  programInstances,
  programs,
  reserveEntries,
  reserveEntryAnswers,
  seatHolds,
  users,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;

/** A walk-in's users row: not a member (no login, no identity), kept out of every member list. */
export const WALK_IN_STATUS = 'WALK_IN';

/** A session with its program's rules, locked FOR UPDATE when asked (a move's two sessions). */
export async function findSession(db: Db, programInstanceIdx: number) {
  const [row] = await db
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
      programType: programs.programType,
      programName: programs.programName,
      maxPersonCount: programs.maxPersonCount,
    })
    .from(programInstances)
    .innerJoin(programs, eq(programs.programIdx, programInstances.programIdx))
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx))
    .limit(1);
  return row;
}
export type Session = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * Takes `seats` of a live session for bookings, when they fit beside what is booked and held.
 * Answers the seats left after it (null: no capacity), or undefined when they do not fit.
 */
export async function takeSeats(tx: Transaction, programInstanceIdx: number, seats: number) {
  const [row] = await tx
    .update(programInstances)
    .set({ reservedCount: sql`${programInstances.reservedCount} + ${seats}` })
    .where(
      and(
        eq(programInstances.programInstanceIdx, programInstanceIdx),
        isNull(programInstances.cancelledAt),
        sql`(${programInstances.capacity} is null or ${programInstances.reservedCount} + ${programInstances.heldCount} + ${seats} <= ${programInstances.capacity})`,
      ),
    )
    .returning({
      left: sql<
        number | null
      >`${programInstances.capacity} - ${programInstances.reservedCount} - ${programInstances.heldCount}`,
    });
  return row ? { seatsLeft: row.left } : undefined;
}

/** Gives booked seats back (a move away, a smaller party). */
export async function giveSeats(tx: Transaction, programInstanceIdx: number, seats: number) {
  await tx
    .update(programInstances)
    .set({ reservedCount: sql`greatest(${programInstances.reservedCount} - ${seats}, 0)` })
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
}

/** Holds `seats` for a group when they fit; false when they do not. */
export async function holdSeats(tx: Transaction, programInstanceIdx: number, seats: number) {
  const rows = await tx
    .update(programInstances)
    .set({ heldCount: sql`${programInstances.heldCount} + ${seats}` })
    .where(
      and(
        eq(programInstances.programInstanceIdx, programInstanceIdx),
        isNull(programInstances.cancelledAt),
        sql`(${programInstances.capacity} is null or ${programInstances.reservedCount} + ${programInstances.heldCount} + ${seats} <= ${programInstances.capacity})`,
      ),
    )
    .returning({ idx: programInstances.programInstanceIdx });
  return rows.length === 1;
}

export async function unholdSeats(tx: Transaction, programInstanceIdx: number, seats: number) {
  await tx
    .update(programInstances)
    .set({ heldCount: sql`greatest(${programInstances.heldCount} - ${seats}, 0)` })
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
}

/** A users row for a walk-in: placeholders where a member has identity data (decision 069). */
export async function insertWalkIn(tx: Transaction, walkIn: { name: string; phoneNumber: string }) {
  const ci = `walk-in:${randomUUID()}`;
  const [row] = await tx
    .insert(users)
    .values({
      ci,
      di: ci,
      name: walkIn.name,
      phoneNumber: walkIn.phoneNumber,
      birthYmd: '1900-01-01',
      gender: 'U',
      telecomCode: '00',
      status: WALK_IN_STATUS,
      visitReminderYn: false,
    })
    .returning({ userIdx: users.userIdx });
  if (!row) throw new Error('walk-in row not written');
  return row.userIdx;
}

/** The member a staff booking is for: active members only (a withdrawn one is gone). */
export async function findMember(db: Db, userIdx: number) {
  const [row] = await db
    .select({ userIdx: users.userIdx, name: users.name, status: users.status })
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .limit(1);
  return row;
}

/**
 * Writes the entry; undefined when the member already holds an active entry of the program (the
 * one-active-entry index, ON CONFLICT DO NOTHING, so the transaction stays usable).
 */
export async function insertStaffEntry(
  tx: Transaction,
  values: {
    reserveEntryId: string;
    userIdx: number;
    programIdx: number;
    programInstanceIdx: number;
    participantCnt: number;
    status: 'CONFIRM' | 'DONE';
    name: string | null;
    phoneNumber: string | null;
  },
) {
  const [row] = await tx
    .insert(reserveEntries)
    .values({ ...values, programType: 'RESERVATION', agreementYn: false, requestHash: null })
    .onConflictDoNothing()
    .returning({ reserveEntryIdx: reserveEntries.reserveEntryIdx });
  return row?.reserveEntryIdx;
}

export async function insertAnswers(
  tx: Transaction,
  reserveEntryIdx: number,
  answers: readonly { programQuestionIdx: number; answer: string }[],
) {
  if (answers.length === 0) return;
  await tx.insert(reserveEntryAnswers).values(answers.map((a) => ({ reserveEntryIdx, ...a })));
}

/** A moved booking keeps its answers and term consents. */
export async function copyAnswersAndConsents(tx: Transaction, from: number, to: number) {
  await tx.execute(sql`
    INSERT INTO reserve_entry_answers (reserve_entry_idx, program_question_idx, answer)
    SELECT ${to}, program_question_idx, answer FROM reserve_entry_answers
    WHERE reserve_entry_idx = ${from}`);
  await tx.execute(sql`
    INSERT INTO reserve_entry_term_consents (reserve_entry_idx, program_terms_idx, terms_name, agreed, recorded_at)
    SELECT ${to}, program_terms_idx, terms_name, agreed, recorded_at FROM reserve_entry_term_consents
    WHERE reserve_entry_idx = ${from}`);
}

/** The entry locked for a change (a move, a party size). */
export async function lockStaffEntry(tx: Transaction, reserveEntryIdx: number) {
  const [row] = await tx
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      reserveEntryId: reserveEntries.reserveEntryId,
      userIdx: reserveEntries.userIdx,
      programIdx: reserveEntries.programIdx,
      programInstanceIdx: reserveEntries.programInstanceIdx,
      programType: reserveEntries.programType,
      status: reserveEntries.status,
      participantCnt: reserveEntries.participantCnt,
      name: reserveEntries.name,
      phoneNumber: reserveEntries.phoneNumber,
      email: reserveEntries.email,
      agreementYn: reserveEntries.agreementYn,
      memberStatus: users.status,
    })
    .from(reserveEntries)
    .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx))
    .limit(1)
    .for('update', { of: reserveEntries });
  return row;
}
export type StaffLockedEntry = NonNullable<Awaited<ReturnType<typeof lockStaffEntry>>>;

/** Cancels the moved-away entry (only from the status read under the lock). */
export async function cancelMoved(
  tx: Transaction,
  entry: StaffLockedEntry,
  reason: string,
  now: Date,
) {
  const rows = await tx
    .update(reserveEntries)
    .set({ status: 'CANCEL', cancelledAt: now, cancelReason: reason, modDate: now })
    .where(
      and(
        eq(reserveEntries.reserveEntryIdx, entry.reserveEntryIdx),
        eq(reserveEntries.status, entry.status),
      ),
    )
    .returning({ idx: reserveEntries.reserveEntryIdx });
  return rows.length === 1;
}

export async function setPartySize(
  tx: Transaction,
  reserveEntryIdx: number,
  participantCnt: number,
  now: Date,
) {
  await tx
    .update(reserveEntries)
    .set({ participantCnt, modDate: now })
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
}

/**
 * The walk-in's check-in at the program's place (the door's record: the roster shows its time,
 * the headcount and the day's numbers count it), made by the operator who booked them.
 */
export async function checkInWalkIn(
  tx: Transaction,
  input: {
    userIdx: number;
    programIdx: number;
    reserveEntryIdx: number;
    visitDate: string;
    operatorIdx: number | null;
    now: Date;
  },
) {
  const [row] = await tx
    .insert(checkIns)
    .values({
      userIdx: input.userIdx,
      visitDate: input.visitDate,
      placeType: 'PROGRAM',
      placeKey: `P:${input.programIdx}`,
      programIdx: input.programIdx,
      operatorIdx: input.operatorIdx,
      message: { programIdx: input.programIdx, tutorialYn: 'N', tutorialLink: null },
      checkedInAt: input.now,
      method: 'NAME',
      doneEntries: [{ idx: input.reserveEntryIdx, from: 'CONFIRM' }],
    })
    .returning({ checkInIdx: checkIns.checkInIdx });
  await tx
    .update(users)
    .set({
      visitCount: sql`${users.visitCount} + 1`,
      checkInCount: sql`${users.checkInCount} + 1`,
    })
    .where(eq(users.userIdx, input.userIdx));
  return row?.checkInIdx;
}

// ── Holds ───────────────────────────────────────────────────────────────────

const holdColumns = {
  holdIdx: seatHolds.holdIdx,
  programInstanceIdx: seatHolds.programInstanceIdx,
  seats: seatHolds.seats,
  label: seatHolds.label,
  createdAt: seatHolds.createdAt,
  createdBy: operators.loginId,
};

type HoldRow = {
  holdIdx: number;
  programInstanceIdx: number;
  seats: number;
  label: string;
  createdAt: Date;
  createdBy: string | null;
};

export const toSeatHold = (row: HoldRow) => ({ ...row, createdAt: toSeoulIso(row.createdAt) });

export async function insertHold(
  tx: Transaction,
  values: { programInstanceIdx: number; seats: number; label: string; createdBy: number | null },
) {
  const [row] = await tx.insert(seatHolds).values(values).returning({ holdIdx: seatHolds.holdIdx });
  if (!row) throw new Error('hold not written');
  return row.holdIdx;
}

export async function findHold(db: Db, holdIdx: number) {
  const [row] = await db
    .select({ ...holdColumns, releasedAt: seatHolds.releasedAt })
    .from(seatHolds)
    .leftJoin(operators, eq(operators.operatorIdx, seatHolds.createdBy))
    .where(eq(seatHolds.holdIdx, holdIdx))
    .limit(1);
  return row;
}

/** Releases a hold once: only the first of two racing releases gets its row. */
export async function releaseHold(
  tx: Transaction,
  holdIdx: number,
  releasedBy: number | null,
  now: Date,
) {
  const [row] = await tx
    .update(seatHolds)
    .set({ releasedAt: now, releasedBy })
    .where(and(eq(seatHolds.holdIdx, holdIdx), isNull(seatHolds.releasedAt)))
    .returning({
      programInstanceIdx: seatHolds.programInstanceIdx,
      seats: seatHolds.seats,
      label: seatHolds.label,
    });
  return row;
}

export async function listHolds(db: Db, programInstanceIdx: number) {
  return db
    .select(holdColumns)
    .from(seatHolds)
    .leftJoin(operators, eq(operators.operatorIdx, seatHolds.createdBy))
    .where(and(eq(seatHolds.programInstanceIdx, programInstanceIdx), isNull(seatHolds.releasedAt)))
    .orderBy(asc(seatHolds.createdAt), asc(seatHolds.holdIdx));
}

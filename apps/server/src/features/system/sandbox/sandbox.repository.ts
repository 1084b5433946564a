import { newReserveEntryId } from '@venue/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  programInstances,
  programs,
  reserveEntries,
  sandboxSmsMessages,
  users,
} from '../../../db/schema';
import type { Database } from '../../../db/types';

export type SandboxSmsMessage = typeof sandboxSmsMessages.$inferSelect;

/** The inbox shows this many messages per number, newest first. */
export const SANDBOX_INBOX_LIMIT = 20;

export async function insertSandboxMessage(
  db: Database,
  row: typeof sandboxSmsMessages.$inferInsert,
): Promise<void> {
  await db.insert(sandboxSmsMessages).values(row);
}

export async function findSandboxMessageByTx(
  db: Database,
  agencyTxId: string,
): Promise<SandboxSmsMessage | undefined> {
  const [row] = await db
    .select()
    .from(sandboxSmsMessages)
    .where(eq(sandboxSmsMessages.agencyTxId, agencyTxId))
    .orderBy(desc(sandboxSmsMessages.sandboxSmsIdx))
    .limit(1);
  return row;
}

export function listSandboxInbox(db: Database, phoneNumber: string): Promise<SandboxSmsMessage[]> {
  return db
    .select()
    .from(sandboxSmsMessages)
    .where(eq(sandboxSmsMessages.phoneNumber, phoneNumber))
    .orderBy(desc(sandboxSmsMessages.createdAt), desc(sandboxSmsMessages.sandboxSmsIdx))
    .limit(SANDBOX_INBOX_LIMIT);
}

/**
 * Sandbox aid: one entry for a member on a displayed, open program of `programType` that has a
 * instance on `execDate` with a free seat (RESERVATION: CONFIRM, the seat is taken in the same
 * transaction; APPLICATION: ATTEND), skipping programs the member already holds an entry for.
 * Returns null when no such program runs that day.
 */
export async function insertSandboxEntry(
  db: Database,
  input: {
    userIdx: number;
    execDate: string;
    programType: 'RESERVATION' | 'APPLICATION';
    now: Date;
  },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ name: users.name, phoneNumber: users.phoneNumber, email: users.email })
      .from(users)
      .where(and(eq(users.userIdx, input.userIdx), eq(users.status, 'ACTIVE')))
      .limit(1);
    if (!user) return null;
    const [slot] = await tx
      .select({
        programInstanceIdx: programInstances.programInstanceIdx,
        programIdx: programs.programIdx,
        programName: programs.programName,
      })
      .from(programInstances)
      .innerJoin(programs, eq(programs.programIdx, programInstances.programIdx))
      .where(
        and(
          eq(programInstances.execDate, input.execDate),
          eq(programs.programType, input.programType),
          eq(programs.displayYn, true),
          isNull(programInstances.cancelledAt),
          sql`(${programInstances.capacity} is null or ${programInstances.reservedCount} + ${programInstances.heldCount} < ${programInstances.capacity})`,
          // One active entry per member and program (reserve_entries_member_program_uq).
          sql`not exists (select 1 from ${reserveEntries} where ${reserveEntries.userIdx} = ${input.userIdx} and ${reserveEntries.programIdx} = ${programs.programIdx} and ${reserveEntries.status} not in ('CANCEL', 'ATTENDCANCEL'))`,
        ),
      )
      .orderBy(asc(programInstances.startTime), asc(programInstances.programInstanceIdx))
      .limit(1);
    if (!slot) return null;
    const reservation = input.programType === 'RESERVATION';
    if (reservation) {
      await tx
        .update(programInstances)
        .set({ reservedCount: sql`${programInstances.reservedCount} + 1` })
        .where(eq(programInstances.programInstanceIdx, slot.programInstanceIdx));
    }
    const [entry] = await tx
      .insert(reserveEntries)
      .values({
        reserveEntryId: newReserveEntryId(reservation ? 'R' : 'A', input.now),
        userIdx: input.userIdx,
        programIdx: slot.programIdx,
        programInstanceIdx: slot.programInstanceIdx,
        programType: input.programType,
        status: reservation ? 'CONFIRM' : 'ATTEND',
        name: user.name,
        phoneNumber: user.phoneNumber,
        email: user.email,
      })
      .returning();
    if (!entry) throw new Error('insert returned no row');
    return {
      reserveEntryIdx: entry.reserveEntryIdx,
      reserveEntryId: entry.reserveEntryId,
      programIdx: slot.programIdx,
      programName: slot.programName,
      execDate: input.execDate,
      status: entry.status,
    };
  });
}

/**
 * Sandbox aid: sets an active member's participationPossibleYn (the restriction flag the venue's
 * CMS would set). Returns the member's id and new flag, or null for an unknown or withdrawn member.
 */
export async function setSandboxParticipation(
  db: Database,
  userIdx: number,
  possible: boolean,
): Promise<{ userIdx: number; participationPossibleYn: boolean } | null> {
  const [row] = await db
    .update(users)
    .set({ participationPossibleYn: possible })
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .returning({ userIdx: users.userIdx, participationPossibleYn: users.participationPossibleYn });
  return row ?? null;
}

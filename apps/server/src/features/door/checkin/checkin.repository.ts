/** Queries of QR passes and check-ins (decision 017). */
import type { SseMessage } from '@venue/contract';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  checkIns,
  floors,
  programInstances,
  programs,
  qrPasses,
  reserveEntries,
  users,
  zones,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;
export type CheckInRow = typeof checkIns.$inferSelect;

/**
 * The member's pass of the day for a live stream, with its newest check-in id (0 when none):
 * a stream sends only later ones, also when it replays after a lost LISTEN (decision 037).
 */
export async function findStreamPass(db: Db, userIdx: number, issueDate: string) {
  const [row] = await db
    .select({
      qrPassIdx: qrPasses.qrPassIdx,
      qrUuid: qrPasses.qrUuid,
      latestCheckInIdx: sql<number>`coalesce((select max(${checkIns.checkInIdx}) from ${checkIns}
        where ${checkIns.qrPassIdx} = ${qrPasses.qrPassIdx}), 0)`.mapWith(Number),
    })
    .from(qrPasses)
    .where(and(eq(qrPasses.userIdx, userIdx), eq(qrPasses.issueDate, issueDate)))
    .limit(1);
  return row;
}

/** Records a check-in unless this member already checked in at this place that day. */
export async function insertCheckIn(db: Db, values: typeof checkIns.$inferInsert) {
  const [row] = await db
    .insert(checkIns)
    .values(values)
    .onConflictDoNothing({ target: [checkIns.userIdx, checkIns.visitDate, checkIns.placeKey] })
    .returning();
  return row;
}

export async function findCheckIn(db: Db, userIdx: number, visitDate: string, placeKey: string) {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.userIdx, userIdx),
        eq(checkIns.visitDate, visitDate),
        eq(checkIns.placeKey, placeKey),
      ),
    )
    .limit(1);
  return row;
}

/** Counts the check-in on the member: a new place adds a check-in, a new day also a visit. */
export async function countCheckIn(db: Db, userIdx: number, firstOfDay: boolean) {
  const [row] = await db
    .update(users)
    .set({
      checkInCount: sql`${users.checkInCount} + 1`,
      ...(firstOfDay ? { visitCount: sql`${users.visitCount} + 1` } : {}),
    })
    .where(eq(users.userIdx, userIdx))
    .returning({ visitCount: users.visitCount });
  return row?.visitCount ?? 0;
}

export async function countCheckInsOfDay(db: Db, userIdx: number, visitDate: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(and(eq(checkIns.userIdx, userIdx), eq(checkIns.visitDate, visitDate)));
  return row?.count ?? 0;
}

/** Confirmed reservations and won applications; attended ones become DONE. */
const ATTENDABLE = ['CONFIRM', 'APPLY', 'WIN'];

/** An entry a check-in made DONE and the status it had before (check_ins.done_entries). */
export type DoneEntry = { idx: number; from: string };

/**
 * Marks the member's entries of `visitDate` DONE: of one program (a program check-in), or of the
 * instances running at `seoulTime` HH:MM:SS (from 30 minutes before the start to the end). Answers
 * each entry it changed with its status before, so an undo can put it back.
 */
export async function markEntriesDone(
  db: Db,
  input: { userIdx: number; visitDate: string } & ({ programIdx: number } | { runningAt: string }),
): Promise<DoneEntry[]> {
  const instanceFilter =
    'programIdx' in input
      ? sql`pi.program_idx = ${input.programIdx}`
      : // In seconds of the day: time arithmetic would wrap around midnight (00:10 − 30 min).
        sql`extract(epoch from ${input.runningAt}::time)
              between extract(epoch from pi.start_time) - 1800 and extract(epoch from pi.end_time)`;
  const result = await db.execute(sql`
    with attended as (
      select re.reserve_entry_idx, re.status
      from ${reserveEntries} re
      join ${programInstances} pi on pi.program_instance_idx = re.program_instance_idx
      where re.user_idx = ${input.userIdx}
        and re.status in (${sql.join(
          ATTENDABLE.map((s) => sql`${s}`),
          sql`, `,
        )})
        and pi.exec_date = ${input.visitDate}
        and ${instanceFilter}
      for update of re
    )
    update ${reserveEntries} re set status = 'DONE', mod_date = now()
    from attended
    where re.reserve_entry_idx = attended.reserve_entry_idx
    returning re.reserve_entry_idx as idx, attended.status as "from"`);
  return (result as unknown as { rows: DoneEntry[] }).rows;
}

/** Remembers on the check-in which entries it made DONE (for an undo). */
export async function recordDoneEntries(db: Db, checkInIdx: number, done: DoneEntry[]) {
  if (done.length === 0) return;
  await db.update(checkIns).set({ doneEntries: done }).where(eq(checkIns.checkInIdx, checkInIdx));
}

/** A check-in with its row locked (undo). */
export async function lockCheckIn(db: Db, checkInIdx: number) {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(eq(checkIns.checkInIdx, checkInIdx))
    .limit(1)
    .for('update');
  return row;
}

export async function deleteCheckIn(db: Db, checkInIdx: number) {
  await db.delete(checkIns).where(eq(checkIns.checkInIdx, checkInIdx));
}

/** Takes a check-in back off the member's counts: one check-in, and the visit if it was the day's last. */
export async function uncountCheckIn(db: Db, userIdx: number, lastOfDay: boolean) {
  await db
    .update(users)
    .set({
      checkInCount: sql`greatest(${users.checkInCount} - 1, 0)`,
      ...(lastOfDay ? { visitCount: sql`greatest(${users.visitCount} - 1, 0)` } : {}),
    })
    .where(eq(users.userIdx, userIdx));
}

/**
 * Puts entries an undone check-in had made DONE back to the status they had, unless something
 * else changed them since (an operator's NOSHOW, a cancel): only DONE ones go back.
 */
export async function restoreDoneEntries(db: Db, done: DoneEntry[]): Promise<number> {
  let restored = 0;
  for (const entry of done) {
    const rows = await db
      .update(reserveEntries)
      .set({ status: entry.from, modDate: sql`now()` })
      .where(and(eq(reserveEntries.reserveEntryIdx, entry.idx), eq(reserveEntries.status, 'DONE')))
      .returning({ idx: reserveEntries.reserveEntryIdx });
    restored += rows.length;
  }
  return restored;
}

/** The member a name search picked, locked like a scanned pass's member. */
export async function findMemberForAdmit(db: Db, userIdx: number) {
  const [row] = await db
    .select({
      userIdx: users.userIdx,
      memberName: users.name,
      memberStatus: users.status,
      visitCount: users.visitCount,
    })
    .from(users)
    .where(eq(users.userIdx, userIdx))
    .limit(1)
    .for('update');
  return row;
}

/** Statuses of a booking the door accepts: booked, won, or already attended. */
const DOOR_BOOKED = [...ATTENDABLE, 'DONE'];

/**
 * The program's live instances of `visitDate` whose door is open at `seoulTime` (HH:MM:SS): from
 * `windowMinutes` before the start to the end. Earliest first.
 */
export async function findDoorInstances(
  db: Db,
  input: { programIdx: number; visitDate: string; seoulTime: string; windowMinutes: number },
) {
  return db
    .select({
      programInstanceIdx: programInstances.programInstanceIdx,
      startTime: programInstances.startTime,
      endTime: programInstances.endTime,
    })
    .from(programInstances)
    .where(
      and(
        eq(programInstances.programIdx, input.programIdx),
        eq(programInstances.execDate, input.visitDate),
        isNull(programInstances.cancelledAt),
        sql`extract(epoch from ${input.seoulTime}::time) between
              extract(epoch from ${programInstances.startTime}) - ${input.windowMinutes * 60}
              and extract(epoch from ${programInstances.endTime})`,
      ),
    )
    .orderBy(asc(programInstances.startTime));
}

/** The member's bookings of the program on `visitDate` (booked, won or attended), by instance start. */
export async function findDoorBookings(
  db: Db,
  input: { userIdx: number; programIdx: number; visitDate: string },
) {
  return db
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      reserveEntryId: reserveEntries.reserveEntryId,
      programInstanceIdx: reserveEntries.programInstanceIdx,
      programType: reserveEntries.programType,
      status: reserveEntries.status,
      participantCnt: reserveEntries.participantCnt,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      endTime: programInstances.endTime,
    })
    .from(reserveEntries)
    .innerJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .where(
      and(
        eq(reserveEntries.userIdx, input.userIdx),
        eq(reserveEntries.programIdx, input.programIdx),
        inArray(reserveEntries.status, DOOR_BOOKED),
        eq(programInstances.execDate, input.visitDate),
      ),
    )
    .orderBy(asc(programInstances.startTime));
}

type TutorialProgram = { programIdx: number; tutorialLink: string | null };

const tutorialColumns = {
  programIdx: programs.programIdx,
  tutorialLink: programs.tutorialLink,
};
const hasTutorial = and(
  eq(programs.tutorialYn, true),
  eq(programs.displayYn, true),
  sql`${programs.tutorialLink} is not null and ${programs.tutorialLink} <> ''`,
);

export async function findProgramPlace(db: Db, programIdx: number) {
  const [row] = await db
    .select({
      programIdx: programs.programIdx,
      programName: programs.programName,
      programType: programs.programType,
      tutorialYn: programs.tutorialYn,
      tutorialLink: programs.tutorialLink,
      doorWindowMinutes: programs.doorWindowMinutes,
    })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .limit(1);
  return row;
}

export async function findZonePlace(db: Db, zoneIdx: number) {
  const [row] = await db
    .select({ zoneIdx: zones.zoneIdx, zoneName: zones.zoneName })
    .from(zones)
    .where(eq(zones.zoneIdx, zoneIdx))
    .limit(1);
  return row;
}

/** The zone's first program (by the venue's order) that has a tutorial. */
export async function findZoneTutorial(
  db: Db,
  zoneIdx: number,
): Promise<TutorialProgram | undefined> {
  const [row] = await db
    .select(tutorialColumns)
    .from(programs)
    .where(and(eq(programs.zoneIdx, zoneIdx), hasTutorial))
    .orderBy(asc(programs.sortIndex), asc(programs.programIdx))
    .limit(1);
  return row;
}

/** Check-ins of a pass after the event id a reconnecting stream last saw, oldest first. */
export async function listCheckInsAfter(db: Db, qrPassIdx: number, afterCheckInIdx: number) {
  return db
    .select({ checkInIdx: checkIns.checkInIdx, message: checkIns.message })
    .from(checkIns)
    .where(and(eq(checkIns.qrPassIdx, qrPassIdx), gt(checkIns.checkInIdx, afterCheckInIdx)))
    .orderBy(asc(checkIns.checkInIdx))
    .limit(20) as Promise<{ checkInIdx: number; message: SseMessage }[]>;
}

/** The scanner's place selector: zones floor by floor, and the displayed programs. */
export async function listPlaces(db: Db) {
  const [zoneRows, programRows] = await Promise.all([
    db
      .select({ zoneIdx: zones.zoneIdx, zoneName: zones.zoneName, floorName: floors.floorName })
      .from(zones)
      .innerJoin(floors, eq(floors.floorIdx, zones.floorIdx))
      .orderBy(asc(floors.sortIndex), asc(zones.sortIndex), asc(zones.zoneIdx)),
    db
      .select({
        programIdx: programs.programIdx,
        programName: programs.programName,
        floorName: floors.floorName,
        tutorialYn: programs.tutorialYn,
      })
      .from(programs)
      .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
      .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
      .where(eq(programs.displayYn, true))
      .orderBy(
        sql`${floors.sortIndex} nulls last`,
        asc(programs.sortIndex),
        asc(programs.programIdx),
      ),
  ]);
  return { zoneRows, programRows };
}

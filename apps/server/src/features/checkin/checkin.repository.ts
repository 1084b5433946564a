/** Queries of QR passes and check-ins (decision 017). */
import type { SseMessage } from '@venue/contract';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  checkIns,
  floors,
  programInstances,
  programs,
  qrPasses,
  reserveEntries,
  users,
  zones,
} from '../../db/schema';
import type { Database, Transaction } from '../../db/types';

type Db = Database | Transaction;
export type QrPassRow = typeof qrPasses.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;

export async function findPassOfDay(db: Db, userIdx: number, issueDate: string) {
  const [row] = await db
    .select()
    .from(qrPasses)
    .where(and(eq(qrPasses.userIdx, userIdx), eq(qrPasses.issueDate, issueDate)))
    .limit(1);
  return row;
}

export async function findLatestPass(db: Db, userIdx: number) {
  const [row] = await db
    .select()
    .from(qrPasses)
    .where(eq(qrPasses.userIdx, userIdx))
    .orderBy(desc(qrPasses.issueDate))
    .limit(1);
  return row;
}

/** Inserts a pass unless the member already has one that day (then undefined). */
export async function insertPass(db: Db, values: typeof qrPasses.$inferInsert) {
  const [row] = await db
    .insert(qrPasses)
    .values(values)
    .onConflictDoNothing({ target: [qrPasses.userIdx, qrPasses.issueDate] })
    .returning();
  return row;
}

/** What getQrValue tells besides the pass; undefined for a withdrawn or unknown member. */
export async function findMemberQrProfile(db: Db, userIdx: number) {
  const [row] = await db
    .select({
      telecomCode: users.telecomCode,
      marketingAgreementYn: users.marketingAgreementYn,
    })
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .limit(1);
  return row;
}

export async function hasCheckedInOn(db: Db, userIdx: number, visitDate: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(checkIns)
    .where(and(eq(checkIns.userIdx, userIdx), eq(checkIns.visitDate, visitDate)))
    .limit(1);
  return row !== undefined;
}

/**
 * The pass a scanned qrUuid or typed entry code names, with its member (active or not). The pass
 * and member rows stay locked until the check-in commits, so two scans of one member at two
 * places at once are counted one after the other (only one can be the day's first).
 */
export async function findPassForScan(
  db: Db,
  key: { qrUuid: string } | { entryCode: string; issueDate: string },
) {
  const where =
    'qrUuid' in key
      ? eq(qrPasses.qrUuid, key.qrUuid)
      : and(eq(qrPasses.entryCode, key.entryCode), eq(qrPasses.issueDate, key.issueDate));
  const [row] = await db
    .select({
      pass: qrPasses,
      memberName: users.name,
      memberStatus: users.status,
      visitCount: users.visitCount,
    })
    .from(qrPasses)
    .innerJoin(users, eq(users.userIdx, qrPasses.userIdx))
    .where(where)
    .limit(1)
    .for('update');
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

/**
 * Marks the member's entries of `visitDate` DONE: of one program (a program check-in), or of the
 * sessions running at `seoulTime` HH:MM:SS (from 30 minutes before the start to the end).
 */
export async function markEntriesDone(
  db: Db,
  input: { userIdx: number; visitDate: string } & ({ programIdx: number } | { runningAt: string }),
) {
  const instanceFilter =
    'programIdx' in input
      ? sql`pi.program_idx = ${input.programIdx}`
      : // In seconds of the day: time arithmetic would wrap around midnight (00:10 − 30 min).
        sql`extract(epoch from ${input.runningAt}::time)
              between extract(epoch from pi.start_time) - 1800 and extract(epoch from pi.end_time)`;
  await db.execute(sql`
    update ${reserveEntries} re set status = 'DONE', mod_date = now()
    from ${programInstances} pi
    where pi.program_instance_idx = re.program_instance_idx
      and re.user_idx = ${input.userIdx}
      and re.status in (${sql.join(
        ATTENDABLE.map((s) => sql`${s}`),
        sql`, `,
      )})
      and pi.exec_date = ${input.visitDate}
      and ${instanceFilter}`);
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
      tutorialYn: programs.tutorialYn,
      tutorialLink: programs.tutorialLink,
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

/** The member's first program of the day with a tutorial, by session start. */
export async function findMemberTutorialOfDay(
  db: Db,
  userIdx: number,
  visitDate: string,
): Promise<TutorialProgram | undefined> {
  const [row] = await db
    .select(tutorialColumns)
    .from(reserveEntries)
    .innerJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .innerJoin(programs, eq(programs.programIdx, reserveEntries.programIdx))
    .where(
      and(
        eq(reserveEntries.userIdx, userIdx),
        inArray(reserveEntries.status, [...ATTENDABLE, 'DONE']),
        eq(programInstances.execDate, visitDate),
        hasTutorial,
      ),
    )
    .orderBy(asc(programInstances.startTime))
    .limit(1);
  return row;
}

/** The venue's first program with a tutorial: floors bottom to top, then the venue's order. */
export async function findVenueTutorial(db: Db): Promise<TutorialProgram | undefined> {
  const [row] = await db
    .select(tutorialColumns)
    .from(programs)
    .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .where(hasTutorial)
    .orderBy(sql`${floors.sortIndex} nulls last`, asc(programs.sortIndex), asc(programs.programIdx))
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

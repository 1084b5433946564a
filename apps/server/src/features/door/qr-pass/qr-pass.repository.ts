/** Queries of the members' QR passes (decision 017). */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { checkIns, passDevices, qrPasses, users } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;
export type QrPassRow = typeof qrPasses.$inferSelect;

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
 * The pass a scanned qrUuid, typed entry code or rotating code names, with its member (active or
 * not) and whether a phone holds it. The pass and member rows stay locked until the check-in
 * commits, so two scans of one member at two places at once are counted one after the other (only
 * one can be the day's first), and a phone registering meanwhile waits for the scan.
 */
export async function findPassForScan(
  db: Db,
  key: { qrUuid: string } | { entryCode: string; issueDate: string } | { qrPassIdx: number },
) {
  const where =
    'qrUuid' in key
      ? eq(qrPasses.qrUuid, key.qrUuid)
      : 'qrPassIdx' in key
        ? eq(qrPasses.qrPassIdx, key.qrPassIdx)
        : and(eq(qrPasses.entryCode, key.entryCode), eq(qrPasses.issueDate, key.issueDate));
  const [row] = await db
    .select({
      pass: qrPasses,
      memberName: users.name,
      memberStatus: users.status,
      visitCount: users.visitCount,
      // One index probe (pass_devices_live_uq): the ordinary scan costs what it did.
      deviceBound: sql<boolean>`exists (select 1 from ${passDevices} where ${passDevices.qrPassIdx} = ${qrPasses.qrPassIdx} and ${passDevices.releasedAt} is null)`,
    })
    .from(qrPasses)
    .innerJoin(users, eq(users.userIdx, qrPasses.userIdx))
    .where(where)
    .limit(1)
    .for('update');
  return row;
}

export type PassDeviceRow = typeof passDevices.$inferSelect;
/** What the door needs of a phone: which, its key, and when it let go of the pass. */
export type ScanDevice = { passDeviceIdx: number; signingKey: string; releasedAt: Date | null };

/**
 * findPassForScan by the pass id a rotating code names, with the pass's phones in the same round
 * trip (the rotating code is the ordinary scan of a bound pass: one query, as the daily QR's).
 */
export async function findPassWithDevices(db: Db, qrPassIdx: number) {
  const [row] = await db
    .select({
      pass: qrPasses,
      memberName: users.name,
      memberStatus: users.status,
      visitCount: users.visitCount,
      devices: sql<
        { passDeviceIdx: number; signingKey: string; releasedAt: string | null }[]
      >`coalesce((select json_agg(json_build_object('passDeviceIdx', ${passDevices.passDeviceIdx}, 'signingKey', ${passDevices.signingKey}, 'releasedAt', ${passDevices.releasedAt}) order by ${passDevices.passDeviceIdx}) from ${passDevices} where ${passDevices.qrPassIdx} = ${qrPasses.qrPassIdx}), '[]'::json)`,
    })
    .from(qrPasses)
    .innerJoin(users, eq(users.userIdx, qrPasses.userIdx))
    .where(eq(qrPasses.qrPassIdx, qrPassIdx))
    .limit(1)
    .for('update');
  if (!row) return undefined;
  const devices: ScanDevice[] = row.devices.map((d) => ({
    passDeviceIdx: d.passDeviceIdx,
    signingKey: d.signingKey,
    releasedAt: d.releasedAt === null ? null : new Date(d.releasedAt),
  }));
  return {
    ...row,
    devices,
    deviceBound: devices.some((device) => device.releasedAt === null),
  };
}

/** The phone holding the pass now, if any. */
export async function findLiveDevice(db: Db, qrPassIdx: number) {
  const [row] = await db
    .select()
    .from(passDevices)
    .where(and(eq(passDevices.qrPassIdx, qrPassIdx), isNull(passDevices.releasedAt)))
    .limit(1);
  return row;
}

/** The member's pass of the day, locked: a registration waits for a scan and vice versa. */
export async function lockPassOfDay(db: Db, userIdx: number, issueDate: string) {
  const [row] = await db
    .select()
    .from(qrPasses)
    .where(and(eq(qrPasses.userIdx, userIdx), eq(qrPasses.issueDate, issueDate)))
    .limit(1)
    .for('update');
  return row;
}

/** Opens the window in which a phone may register the pass (each QR verification). */
export async function openDeviceGrant(db: Db, qrPassIdx: number, until: Date) {
  await db
    .update(qrPasses)
    .set({ deviceGrantUntil: until })
    .where(eq(qrPasses.qrPassIdx, qrPassIdx));
}

/** A phone took the grant: the next phone needs a verification of its own. */
export async function closeDeviceGrant(db: Db, qrPassIdx: number) {
  await db
    .update(qrPasses)
    .set({ deviceGrantUntil: null })
    .where(eq(qrPasses.qrPassIdx, qrPassIdx));
}

/** Releases the pass's live phone; answers the released row, if there was one. */
export async function releaseLiveDevice(db: Db, qrPassIdx: number, at: Date) {
  const [row] = await db
    .update(passDevices)
    .set({ releasedAt: at })
    .where(and(eq(passDevices.qrPassIdx, qrPassIdx), isNull(passDevices.releasedAt)))
    .returning();
  return row;
}

export async function insertPassDevice(db: Db, values: typeof passDevices.$inferInsert) {
  const [row] = await db.insert(passDevices).values(values).returning();
  return row as PassDeviceRow;
}

/**
 * Phones bound to passes of `issueDate` after `afterDeviceIdx`, for the typed-code index (it
 * keeps released ones too: their codes then say the pass moved).
 */
export function listDayDevicesAfter(db: Db, issueDate: string, afterDeviceIdx: number) {
  return db
    .select({
      passDeviceIdx: passDevices.passDeviceIdx,
      qrPassIdx: passDevices.qrPassIdx,
      codeKey: passDevices.codeKey,
    })
    .from(passDevices)
    .innerJoin(qrPasses, eq(qrPasses.qrPassIdx, passDevices.qrPassIdx))
    .where(and(eq(qrPasses.issueDate, issueDate), gt(passDevices.passDeviceIdx, afterDeviceIdx)))
    .orderBy(asc(passDevices.passDeviceIdx));
}

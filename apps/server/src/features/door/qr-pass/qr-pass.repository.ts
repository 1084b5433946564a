/** Queries of the members' QR passes (decision 017). */
import { and, desc, eq, sql } from 'drizzle-orm';
import { checkIns, qrPasses, users } from '../../../db/schema';
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

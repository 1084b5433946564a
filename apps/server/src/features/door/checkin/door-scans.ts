/**
 * Scans a scanner reports with its nonce (decision 070): online check-ins that name their scanner
 * and offline scans synced later. The nonce is door_scans' primary key, so a scan counts once
 * across retries and instances; two scanners admitting one pass within a minute become a
 * door_conflicts row, once per pair.
 */
import { DOOR_CONFLICT_SECONDS } from '@venue/contract';
import { and, eq, gte, inArray, lte, ne, or } from 'drizzle-orm';
import { doorConflicts, doorScans, idempotencyKeys, users } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;
export type DoorScanRow = typeof doorScans.$inferSelect;
export type ScanOutcome = 'CHECKED_IN' | 'ALREADY_CHECKED_IN' | 'REFUSED';

/** Who reported a scan: the scanner's id, the scan's nonce, and whether it was offline. */
export type ScanReport = { scannerId: string; nonce: string; offline: boolean };

/** Thrown inside a check-in's transaction when its nonce was recorded first by another request. */
export class RepeatedScan extends Error {
  override name = 'RepeatedScan';
}

/** Inserts the scan unless its nonce is known; false when it was (the caller answers the first). */
export async function recordScan(db: Db, values: typeof doorScans.$inferInsert) {
  const rows = await db
    .insert(doorScans)
    .values(values)
    .onConflictDoNothing({ target: doorScans.nonce })
    .returning({ nonce: doorScans.nonce });
  return rows.length > 0;
}

export async function findScan(db: Db, nonce: string) {
  const [row] = await db
    .select({ scan: doorScans, memberName: users.name })
    .from(doorScans)
    .leftJoin(users, eq(users.userIdx, doorScans.userIdx))
    .where(eq(doorScans.nonce, nonce))
    .limit(1);
  return row;
}

/** Whether the scan is one of a recorded conflict's pair. */
export async function inConflict(db: Db, nonce: string) {
  const [row] = await db
    .select({ idx: doorConflicts.doorConflictIdx })
    .from(doorConflicts)
    .where(or(eq(doorConflicts.firstNonce, nonce), eq(doorConflicts.secondNonce, nonce)))
    .limit(1);
  return row !== undefined;
}

/**
 * After an admitted scan is recorded (the pass row is locked, so scans of one pass come one after
 * the other): every admitted scan of the same pass at another scanner within a minute of it makes a
 * conflict, the earlier scan first. Answers whether there was one.
 */
export async function detectConflicts(
  tx: Transaction,
  scan: {
    nonce: string;
    scannerId: string;
    qrPassIdx: number;
    userIdx: number;
    visitDate: string;
    scannedAt: Date;
  },
  now: Date,
): Promise<boolean> {
  const windowMs = DOOR_CONFLICT_SECONDS * 1000;
  const others = await tx
    .select({ nonce: doorScans.nonce, scannedAt: doorScans.scannedAt })
    .from(doorScans)
    .where(
      and(
        eq(doorScans.qrPassIdx, scan.qrPassIdx),
        ne(doorScans.scannerId, scan.scannerId),
        inArray(doorScans.outcome, ['CHECKED_IN', 'ALREADY_CHECKED_IN']),
        gte(doorScans.scannedAt, new Date(scan.scannedAt.getTime() - windowMs)),
        lte(doorScans.scannedAt, new Date(scan.scannedAt.getTime() + windowMs)),
      ),
    );
  if (others.length === 0) return false;
  await tx
    .insert(doorConflicts)
    .values(
      others.map((other) => {
        const otherFirst =
          other.scannedAt.getTime() < scan.scannedAt.getTime() ||
          (other.scannedAt.getTime() === scan.scannedAt.getTime() && other.nonce < scan.nonce);
        return {
          qrPassIdx: scan.qrPassIdx,
          userIdx: scan.userIdx,
          visitDate: scan.visitDate,
          firstNonce: otherFirst ? other.nonce : scan.nonce,
          secondNonce: otherFirst ? scan.nonce : other.nonce,
          detectedAt: now,
        };
      }),
    )
    .onConflictDoNothing({ target: [doorConflicts.firstNonce, doorConflicts.secondNonce] });
  return true;
}

/** The online check-in's first answer to a nonce, kept to answer a repeat the same. */
export type StoredAnswer =
  | { data: unknown }
  | { error: { status: number; code: string; message: string } };

const answerKey = (nonce: string) => `door-scan:${nonce}`;

export async function storeAnswer(
  db: Db,
  input: { nonce: string; operatorIdx: number; answer: StoredAnswer },
) {
  await db
    .insert(idempotencyKeys)
    .values({
      key: answerKey(input.nonce),
      operatorIdx: input.operatorIdx,
      call: 'staffCheckIn',
      response: input.answer,
    })
    .onConflictDoNothing({ target: idempotencyKeys.key });
}

export async function findAnswer(db: Db, nonce: string): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, answerKey(nonce)))
    .limit(1);
  return row?.response as StoredAnswer | undefined;
}

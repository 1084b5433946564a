import { and, count, eq, gt, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { phoneVerifications, users } from '../../../db/schema';
import type { Database } from '../../../db/types';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

export async function insertVerification(
  db: Database,
  row: typeof phoneVerifications.$inferInsert,
): Promise<void> {
  await db.insert(phoneVerifications).values(row);
}

export async function findVerification(
  db: Database,
  seq: string,
): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.seq, seq));
  return row;
}

/** First sends (rows created) for a phone number since `since`. */
export async function countVerificationsSince(
  db: Database,
  phoneNumber: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phoneNumber, phoneNumber),
        gte(phoneVerifications.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Claims a resend slot in one conditional UPDATE: under the send limit, past the gap, not yet
 * verified. Two parallel resends cannot both pass. Returns the row as it was before, so a failed
 * agency call can put it back; undefined when the slot was not free.
 */
export async function claimResend(
  db: Database,
  seq: string,
  limits: { maxSends: number; sentBefore: Date },
  now: Date,
  expiresAt: Date,
): Promise<PhoneVerificationRow | undefined> {
  const before = await findVerification(db, seq);
  if (!before) return undefined;
  const [row] = await db
    .update(phoneVerifications)
    .set({
      sendCount: sql`${phoneVerifications.sendCount} + 1`,
      lastSentAt: now,
      expiresAt,
      attempts: 0,
    })
    .where(
      and(
        eq(phoneVerifications.seq, seq),
        eq(phoneVerifications.sendCount, before.sendCount),
        lt(phoneVerifications.sendCount, limits.maxSends),
        lte(phoneVerifications.lastSentAt, limits.sentBefore),
        isNull(phoneVerifications.verifiedAt),
      ),
    )
    .returning({ seq: phoneVerifications.seq });
  return row ? before : undefined;
}

export async function setAgencyTx(db: Database, seq: string, agencyTxId: string): Promise<void> {
  await db.update(phoneVerifications).set({ agencyTxId }).where(eq(phoneVerifications.seq, seq));
}

/** Puts back what a resend claimed when the agency could not send. */
export async function restoreAfterFailedResend(
  db: Database,
  before: PhoneVerificationRow,
): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({
      sendCount: before.sendCount,
      lastSentAt: before.lastSentAt,
      expiresAt: before.expiresAt,
      attempts: before.attempts,
    })
    .where(eq(phoneVerifications.seq, before.seq));
}

/**
 * Counts one guess, only while under the limit and unverified: parallel guesses can never push
 * attempts past `maxAttempts`. Returns the new count, or undefined when no guess is left.
 */
export async function claimAttempt(
  db: Database,
  seq: string,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.seq, seq),
        lt(phoneVerifications.attempts, maxAttempts),
        isNull(phoneVerifications.verifiedAt),
      ),
    )
    .returning({ attempts: phoneVerifications.attempts });
  return row?.attempts;
}

export async function markVerified(
  db: Database,
  seq: string,
  values: { ci: string; di: string; verifiedAt: Date; userSeq: string | null },
): Promise<void> {
  await db
    .update(phoneVerifications)
    .set(values)
    .where(and(eq(phoneVerifications.seq, seq), isNull(phoneVerifications.verifiedAt)));
}

/** A verified, unspent verification verified after `verifiedAfter`. */
export async function findUsableVerification(
  db: Database,
  seq: string,
  verifiedAfter: Date,
): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.seq, seq),
        isNotNull(phoneVerifications.verifiedAt),
        isNull(phoneVerifications.consumedAt),
        gt(phoneVerifications.verifiedAt, verifiedAfter),
      ),
    );
  return row;
}

/** Spends a verification in one conditional UPDATE, so it can be spent only once. */
export async function markConsumed(
  db: Database,
  seq: string,
  verifiedAfter: Date,
  now: Date,
): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ consumedAt: now })
    .where(
      and(
        eq(phoneVerifications.seq, seq),
        isNotNull(phoneVerifications.verifiedAt),
        isNull(phoneVerifications.consumedAt),
        gt(phoneVerifications.verifiedAt, verifiedAfter),
      ),
    )
    .returning();
  return row;
}

export async function activeUserExistsWithCi(db: Database, ci: string): Promise<boolean> {
  const [row] = await db
    .select({ userIdx: users.userIdx })
    .from(users)
    .where(and(eq(users.ci, ci), eq(users.status, 'ACTIVE')))
    .limit(1);
  return row !== undefined;
}

export async function findUserCi(db: Database, userIdx: number): Promise<string | undefined> {
  const [row] = await db
    .select({ ci: users.ci })
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')));
  return row?.ci;
}

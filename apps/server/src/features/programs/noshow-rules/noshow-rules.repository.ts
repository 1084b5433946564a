/** What the no-show rules read and write (decision 065). */
import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;

/**
 * Each member's count over the window: a no-show counts 1; a reservation the member cancelled
 * (in the app or by 못 가요: no staff reason) within `lateCancelHours` before its start counts ½.
 * With the member's level and restriction as they stand.
 */
export async function memberCounts(
  tx: Db,
  userIdxs: readonly number[],
  now: Date,
  windowDays: number,
  lateCancelHours: number,
) {
  if (userIdxs.length === 0) return [];
  const since = new Date(now.getTime() - windowDays * 86_400_000).toISOString();
  const result = await tx.execute(sql`
    SELECT u.user_idx, u.no_show_level, u.booking_restricted_until,
      coalesce((
        SELECT sum(CASE
          WHEN e.status = 'NOSHOW' THEN 1.0
          WHEN e.status = 'CANCEL' AND e.program_type = 'RESERVATION' AND e.cancel_reason IS NULL
            AND e.cancelled_at >= (pi.exec_date + pi.start_time) AT TIME ZONE 'Asia/Seoul'
                                  - make_interval(hours => ${lateCancelHours})
            AND e.cancelled_at < (pi.exec_date + pi.start_time) AT TIME ZONE 'Asia/Seoul' THEN 0.5
          ELSE 0 END)
        FROM reserve_entries e
        JOIN program_instances pi ON pi.program_instance_idx = e.program_instance_idx
        WHERE e.user_idx = u.user_idx
          AND (pi.exec_date + pi.start_time) AT TIME ZONE 'Asia/Seoul'
              >= greatest(${since}::timestamptz, u.no_show_counted_from)
      ), 0)::float8 AS score
    FROM users u
    WHERE u.user_idx IN (${sql.join(
      userIdxs.map((idx) => sql`${idx}`),
      sql`, `,
    )}) AND u.status = 'ACTIVE'`);
  return (
    result as unknown as {
      rows: {
        user_idx: number;
        no_show_level: number;
        booking_restricted_until: Date | string | null;
        score: number;
      }[];
    }
  ).rows.map((row) => ({
    userIdx: Number(row.user_idx),
    level: Number(row.no_show_level),
    restrictedUntil: row.booking_restricted_until ? new Date(row.booking_restricted_until) : null,
    score: Number(row.score),
  }));
}

export async function setLevel(
  tx: Transaction,
  userIdx: number,
  change: { level: number; restrictedUntil?: Date; reason?: string },
) {
  await tx
    .update(users)
    .set({
      noShowLevel: change.level,
      ...(change.restrictedUntil
        ? {
            bookingRestrictedUntil: change.restrictedUntil,
            bookingRestrictionReason: change.reason,
          }
        : {}),
    })
    .where(eq(users.userIdx, userIdx));
}

/** The members of these entries. */
export async function membersOfEntries(tx: Db, reserveEntryIdxs: readonly number[]) {
  if (reserveEntryIdxs.length === 0) return [];
  const result = await tx.execute(sql`
    SELECT DISTINCT user_idx FROM reserve_entries
    WHERE reserve_entry_idx IN (${sql.join(
      reserveEntryIdxs.map((idx) => sql`${idx}`),
      sql`, `,
    )})`);
  return (result as unknown as { rows: { user_idx: number }[] }).rows.map((row) =>
    Number(row.user_idx),
  );
}

/**
 * Whether a member may book or enter at `now`: an operator's flag (`participation_possible_yn`)
 * and the no-show restriction in force, if any. Null for no such member.
 */
export async function participationOf(db: Db, userIdx: number, now: Date) {
  const [row] = await db
    .select({
      allowed: users.participationPossibleYn,
      until: users.bookingRestrictedUntil,
      reason: users.bookingRestrictionReason,
    })
    .from(users)
    .where(eq(users.userIdx, userIdx));
  if (!row) return null;
  const inForce = row.until !== null && row.until > now;
  return {
    allowed: row.allowed,
    restriction: inForce && row.until ? { until: row.until, reason: row.reason ?? '' } : null,
  };
}

/**
 * Lifts members' restrictions (an ADMIN's decision): the count starts again from nothing, so the
 * no-shows before now no longer count towards the next step.
 */
export async function liftRestriction(tx: Transaction, userIdxs: readonly number[], now: Date) {
  if (userIdxs.length === 0) return [];
  return tx
    .update(users)
    .set({
      bookingRestrictedUntil: null,
      bookingRestrictionReason: null,
      noShowLevel: 0,
      noShowCountedFrom: now,
    })
    .where(inArray(users.userIdx, [...userIdxs]))
    .returning({ userIdx: users.userIdx });
}

/** A member's no-show restriction in force at `now`, or null. */
export async function restrictionOf(db: Db, userIdx: number, now: Date) {
  return (await participationOf(db, userIdx, now))?.restriction ?? null;
}

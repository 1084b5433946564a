import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { captchaChallenges } from '../../../db/schema';
import type { Database } from '../../../db/types';

export type CaptchaChallenge = typeof captchaChallenges.$inferSelect;

/** Wrong answers a challenge survives; the next answer, even a right one, is refused. */
export const CAPTCHA_MAX_ATTEMPTS = 5;

export async function insertCaptchaChallenge(
  db: Database,
  row: { uuid: string; answerHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(captchaChallenges).values(row);
}

export async function findCaptchaChallenge(
  db: Database,
  uuid: string,
): Promise<CaptchaChallenge | undefined> {
  const [row] = await db.select().from(captchaChallenges).where(eq(captchaChallenges.uuid, uuid));
  return row;
}

/** Rows that expired before `cutoff`; they are kept a while only to help read the logs. */
export async function deleteCaptchaChallengesExpiredBefore(
  db: Database,
  cutoff: Date,
): Promise<void> {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, cutoff));
}

/** A challenge that can still be answered: unexpired, not passed and under the attempt limit. */
const answerable = (uuid: string, now: Date) =>
  and(
    eq(captchaChallenges.uuid, uuid),
    isNull(captchaChallenges.passedAt),
    lt(captchaChallenges.attempts, CAPTCHA_MAX_ATTEMPTS),
    gt(captchaChallenges.expiresAt, now),
  );

/**
 * Counts one wrong answer in a single conditional UPDATE, so parallel guesses are serialised by
 * the row lock and can never push `attempts` past the limit. Null when the challenge was not
 * answerable (expired, passed, or out of attempts).
 */
export async function recordWrongCaptchaAnswer(
  db: Database,
  uuid: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(captchaChallenges)
    .set({ attempts: sql`${captchaChallenges.attempts} + 1` })
    .where(answerable(uuid, now))
    .returning({ attempts: captchaChallenges.attempts });
  return row?.attempts ?? null;
}

/**
 * Marks a right answer, under the same conditions as a wrong one: a right answer racing the
 * fifth wrong one does not pass. `expiresAt` moves to the end of the spending window.
 */
export async function markCaptchaPassed(
  db: Database,
  uuid: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(captchaChallenges)
    .set({ passedAt: now, expiresAt })
    .where(answerable(uuid, now))
    .returning({ uuid: captchaChallenges.uuid });
  return rows.length === 1;
}

/** Spends a passed challenge once; false when not passed, already spent or expired. */
export async function markCaptchaUsed(db: Database, uuid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchaChallenges.uuid, uuid),
        isNotNull(captchaChallenges.passedAt),
        isNull(captchaChallenges.usedAt),
        gt(captchaChallenges.expiresAt, now),
      ),
    )
    .returning({ uuid: captchaChallenges.uuid });
  return rows.length === 1;
}

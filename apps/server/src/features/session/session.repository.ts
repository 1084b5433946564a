import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../db/types';

export interface ActiveMember {
  userIdx: number;
  tokenVersion: number;
}

/** The member behind a token, or null when the account is gone or withdrawn. */
export async function findActiveMember(
  db: Database,
  userIdx: number,
): Promise<ActiveMember | null> {
  const [row] = await db
    .select({ userIdx: users.userIdx, tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .limit(1);
  return row ?? null;
}

/**
 * Revokes every token issued to the member so far (logout, withdrawal): tokens carry the version
 * they were issued with and only the current one is accepted. The increment happens in SQL so
 * two concurrent logouts cannot both write the same next version. Returns the new version, or
 * null when there is no such member.
 */
export async function bumpTokenVersion(db: Database, userIdx: number): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, modDate: sql`now()` })
    .where(eq(users.userIdx, userIdx))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
}

import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { oauthStates, userIdentities, users, vipAccessKeys } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function insertOAuthState(db: Database, row: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(row);
}

/**
 * Spends a state once: the first caller gets the row, a replay, a parallel duplicate or an
 * expired state gets nothing.
 */
export async function claimOAuthState(
  db: Database,
  stateHash: string,
  browserHash: string,
  now: Date,
): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        // Only the browser that started the login can spend its state: a leaked state used
        // elsewhere is refused without using up the real visitor's attempt.
        eq(oauthStates.browserHash, browserHash),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Housekeeping: states finished or expired more than a day ago. */
export async function deleteOldOAuthStates(db: Database, before: Date) {
  await db
    .delete(oauthStates)
    .where(or(lt(oauthStates.expiresAt, before), lt(oauthStates.usedAt, before)));
}

export interface MemberLoginRow {
  userIdx: number;
  tokenVersion: number;
  phoneNumber: string;
  telecomCode: string;
  marketingAgreementYn: boolean;
}

const memberLoginColumns = {
  userIdx: users.userIdx,
  tokenVersion: users.tokenVersion,
  phoneNumber: users.phoneNumber,
  telecomCode: users.telecomCode,
  marketingAgreementYn: users.marketingAgreementYn,
};

/** The active member a provider identity is linked to. */
export async function findMemberByIdentity(
  db: Database,
  provider: string,
  subId: string,
): Promise<MemberLoginRow | undefined> {
  const [row] = await db
    .select(memberLoginColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.userIdx, userIdentities.userIdx))
    .where(
      and(
        eq(userIdentities.provider, provider),
        eq(userIdentities.subId, subId),
        eq(users.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row;
}

export async function findActiveMemberForLogin(
  db: Database,
  userIdx: number,
): Promise<MemberLoginRow | undefined> {
  const [row] = await db
    .select(memberLoginColumns)
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .limit(1);
  return row;
}

export async function listIdentities(db: Database, userIdx: number) {
  return db
    .select({
      provider: userIdentities.provider,
      subId: userIdentities.subId,
      subsId: userIdentities.subsId,
    })
    .from(userIdentities)
    .where(eq(userIdentities.userIdx, userIdx))
    .orderBy(userIdentities.linkedAt);
}

/** Counts a login (getMainTitleInfo's loginCnt). */
export async function recordLogin(db: Database, userIdx: number, now: Date) {
  await db
    .update(users)
    .set({ loginCount: sql`${users.loginCount} + 1`, lastLoginAt: now })
    .where(eq(users.userIdx, userIdx));
}

export async function insertIdentity(
  db: Database,
  row: { userIdx: number; provider: string; subId: string; subsId: string | null },
) {
  await db.insert(userIdentities).values(row);
}

// ── VIP access keys ─────────────────────────────────────────────────────────

export type VipKeyRow = typeof vipAccessKeys.$inferSelect;

export async function findVipKeyByHash(db: Database, keyHash: string) {
  const [row] = await db.select().from(vipAccessKeys).where(eq(vipAccessKeys.keyHash, keyHash));
  return row;
}

/** Counts one use of a key, atomically, only while it is unexpired and under its limit. */
export async function claimVipKeyUse(db: Database, vipKeyIdx: number, now: Date) {
  const [row] = await db
    .update(vipAccessKeys)
    .set({ useCount: sql`${vipAccessKeys.useCount} + 1`, lastUsedAt: now })
    .where(
      and(
        eq(vipAccessKeys.vipKeyIdx, vipKeyIdx),
        gt(vipAccessKeys.expiresAt, now),
        lt(vipAccessKeys.useCount, vipAccessKeys.maxUses),
        isNull(vipAccessKeys.revokedAt),
      ),
    )
    .returning();
  return row;
}

export async function insertVipKey(
  db: Database | Transaction,
  row: typeof vipAccessKeys.$inferInsert,
) {
  const [inserted] = await db.insert(vipAccessKeys).values(row).returning();
  if (!inserted) throw new Error('vip key insert returned no row');
  return inserted;
}

export async function bindVipKey(db: Database, vipKeyIdx: number, userIdx: number) {
  await db
    .update(vipAccessKeys)
    .set({ userIdx })
    .where(and(eq(vipAccessKeys.vipKeyIdx, vipKeyIdx), isNull(vipAccessKeys.userIdx)));
}

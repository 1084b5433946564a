/**
 * SQL of the settings area (decision 019): consent toggles, unlinking a login,
 * withdrawal and the five-year purge. Every function takes a `Database` that may be a
 * transaction: the service decides what runs together.
 */
import { and, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  consentRecords,
  inquiries,
  legalGuardians,
  messages,
  qrPasses,
  reserveEntries,
  surveyResponses,
  userIdentities,
  users,
  vipAccessKeys,
} from '../../../db/schema';
import type { Database } from '../../../db/types';

export type AgreementColumn = 'userInfoAgreementYn' | 'adInfoAgreementYn' | 'marketingAgreementYn';

/** Sets one consent flag of an ACTIVE member; answers the three flags after, or undefined. */
export async function setAgreementFlag(
  db: Database,
  userIdx: number,
  column: AgreementColumn,
  agreed: boolean,
) {
  const [row] = await db
    .update(users)
    .set({ [column]: agreed, modDate: sql`now()` })
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .returning({
      userInfoAgreementYn: users.userInfoAgreementYn,
      adInfoAgreementYn: users.adInfoAgreementYn,
      marketingAgreementYn: users.marketingAgreementYn,
    });
  return row;
}

export async function insertConsentRecord(db: Database, row: typeof consentRecords.$inferInsert) {
  await db.insert(consentRecords).values(row);
}

/** The member's T ID / Kakao links, oldest first. */
export async function listLinkedProviders(db: Database, userIdx: number) {
  const rows = await db
    .select({ provider: userIdentities.provider })
    .from(userIdentities)
    .where(eq(userIdentities.userIdx, userIdx))
    .orderBy(userIdentities.linkedAt, userIdentities.userIdentityIdx);
  return rows.map((row) => row.provider);
}

/** VIP keys bound to the member that can still log them in (another way in besides OAuth). */
export async function countUsableVipKeys(db: Database, userIdx: number, now: Date) {
  const rows = await db
    .select({ vipKeyIdx: vipAccessKeys.vipKeyIdx })
    .from(vipAccessKeys)
    .where(
      and(
        eq(vipAccessKeys.userIdx, userIdx),
        gt(vipAccessKeys.expiresAt, now),
        lt(vipAccessKeys.useCount, vipAccessKeys.maxUses),
      ),
    );
  return rows.length;
}

export async function deleteIdentity(db: Database, userIdx: number, provider: string) {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userIdx, userIdx), eq(userIdentities.provider, provider)))
    .returning({ userIdentityIdx: userIdentities.userIdentityIdx });
  return rows.length;
}

/** The member a provider subject is linked to (any status), for the Kakao unlink callback. */
export async function findIdentityOwner(db: Database, provider: string, subId: string) {
  const [row] = await db
    .select({ userIdx: userIdentities.userIdx })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subId, subId)))
    .limit(1);
  return row?.userIdx ?? null;
}

/** Locks the member row for the withdrawal transaction; undefined unless ACTIVE. */
export async function lockActiveMember(db: Database, userIdx: number) {
  const [row] = await db
    .select({ userIdx: users.userIdx, telecomCode: users.telecomCode })
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .for('update');
  return row;
}

/**
 * Withdrawal's profile part: every token dies (version bump), the person can no longer be
 * identified from the row (CI/DI, name, phone, email replaced; birth date and gender neutral),
 * consents are withdrawn and the row is marked WITHDRAWN. The row itself stays, so the entries
 * kept for five years still have an owner to point at (decision 019).
 */
export async function anonymiseMember(db: Database, userIdx: number, now: Date) {
  await db
    .update(users)
    .set({
      tokenVersion: sql`${users.tokenVersion} + 1`,
      ci: `withdrawn-${userIdx}`,
      di: `withdrawn-${userIdx}`,
      name: '탈퇴회원',
      phoneNumber: '00000000000',
      email: null,
      birthYmd: '1900-01-01',
      gender: 'U',
      foreignerYn: false,
      telecomCode: '00',
      userInfoAgreementYn: false,
      adInfoAgreementYn: false,
      marketingAgreementYn: false,
      status: 'WITHDRAWN',
      withdrawnAt: now,
      modDate: now,
    })
    .where(eq(users.userIdx, userIdx));
}

/**
 * Withdrawal's deletions: logins, the guardian, inquiries (attachments cascade), the messages sent
 * to the member (their name and phone are in them; decision 059) and QR passes
 * from `today` on (a pass of an earlier day carries that day's check-ins, a visit record kept
 * with the entries). VIP keys are released (user_idx set null) so they cannot log anyone in.
 * Survey responses lose their owner (user_idx set null): the answers stay as anonymous results
 * in the staff console's counts (decision 021).
 */
export async function deleteWithdrawnMemberData(db: Database, userIdx: number, today: string) {
  await db.delete(userIdentities).where(eq(userIdentities.userIdx, userIdx));
  await db.delete(legalGuardians).where(eq(legalGuardians.userIdx, userIdx));
  await db.delete(inquiries).where(eq(inquiries.userIdx, userIdx));
  await db.delete(messages).where(eq(messages.userIdx, userIdx));
  await db
    .delete(qrPasses)
    .where(and(eq(qrPasses.userIdx, userIdx), gte(qrPasses.issueDate, today)));
  await db
    .update(vipAccessKeys)
    .set({ userIdx: null, expiresAt: sql`least(${vipAccessKeys.expiresAt}, now())` })
    .where(eq(vipAccessKeys.userIdx, userIdx));
  await db
    .update(surveyResponses)
    .set({ userIdx: null })
    .where(eq(surveyResponses.userIdx, userIdx));
}

/** Members withdrawn before `cutoff` (at most `limit`), whose kept records are now due. */
export async function listWithdrawnBefore(db: Database, cutoff: Date, limit: number) {
  const rows = await db
    .select({ userIdx: users.userIdx })
    .from(users)
    .where(and(eq(users.status, 'WITHDRAWN'), lt(users.withdrawnAt, cutoff)))
    .orderBy(users.userIdx)
    .limit(limit);
  return rows.map((row) => row.userIdx);
}

/**
 * Purges withdrawn members for good: their entries (answers and term consents cascade), then the
 * anonymised rows, whose deletion cascades to consent records, past QR passes and check-ins,
 * stamps and anything else still pointing at them.
 */
export async function purgeMembers(db: Database, userIdxs: number[]) {
  if (userIdxs.length === 0) return { entries: 0, members: 0 };
  const entries = await db
    .delete(reserveEntries)
    .where(inArray(reserveEntries.userIdx, userIdxs))
    .returning({ reserveEntryIdx: reserveEntries.reserveEntryIdx });
  const members = await db
    .delete(users)
    .where(and(inArray(users.userIdx, userIdxs), eq(users.status, 'WITHDRAWN')))
    .returning({ userIdx: users.userIdx });
  return { entries: entries.length, members: members.length };
}

/** The member's visit-reminder switch; the stored value. */
export async function setVisitReminder(db: Database, userIdx: number, on: boolean) {
  const [row] = await db
    .update(users)
    .set({ visitReminderYn: on, modDate: new Date() })
    .where(eq(users.userIdx, userIdx))
    .returning({ visitReminderYn: users.visitReminderYn });
  return row;
}

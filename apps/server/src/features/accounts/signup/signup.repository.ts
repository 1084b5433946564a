import { and, eq, sql } from 'drizzle-orm';
import { consentRecords, legalGuardians, users } from '../../../db/schema';
import type { Database } from '../../../db/types';

export async function findActiveUserByCi(db: Database, ci: string) {
  const [row] = await db
    .select({
      userIdx: users.userIdx,
      tokenVersion: users.tokenVersion,
      phoneNumber: users.phoneNumber,
      telecomCode: users.telecomCode,
      marketingAgreementYn: users.marketingAgreementYn,
      birthYmd: users.birthYmd,
      ci: users.ci,
    })
    .from(users)
    .where(and(eq(users.ci, ci), eq(users.status, 'ACTIVE')))
    .limit(1);
  return row;
}

export async function findActiveUser(db: Database, userIdx: number) {
  const [row] = await db
    .select({ userIdx: users.userIdx, ci: users.ci, birthYmd: users.birthYmd })
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .limit(1);
  return row;
}

export async function insertUser(db: Database, row: typeof users.$inferInsert) {
  const [inserted] = await db.insert(users).values(row).returning({
    userIdx: users.userIdx,
    tokenVersion: users.tokenVersion,
  });
  if (!inserted) throw new Error('user insert returned no row');
  return inserted;
}

export async function insertConsents(db: Database, rows: (typeof consentRecords.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(consentRecords).values(rows);
}

/** One current guardian per member: a newer verification replaces the previous one. */
export async function upsertLegalGuardian(
  db: Database,
  row: Omit<typeof legalGuardians.$inferInsert, 'legalGuardianIdx' | 'regDate' | 'modDate'>,
) {
  await db
    .insert(legalGuardians)
    .values(row)
    .onConflictDoUpdate({
      target: legalGuardians.userIdx,
      set: {
        ci: row.ci,
        di: row.di,
        name: row.name,
        birthYmd: row.birthYmd,
        gender: row.gender,
        foreignerYn: row.foreignerYn,
        telecomCode: row.telecomCode,
        phoneNumber: row.phoneNumber,
        verificationSeq: row.verificationSeq,
        consentedAt: row.consentedAt,
        modDate: sql`now()`,
      },
    });
}

export async function findLegalGuardian(db: Database, userIdx: number) {
  const [row] = await db
    .select()
    .from(legalGuardians)
    .where(eq(legalGuardians.userIdx, userIdx))
    .limit(1);
  return row;
}

/** VIP access keys as the console lists and revokes them (decision 033); issuing is login's. */
import { count, desc, eq } from 'drizzle-orm';
import { operators, vipAccessKeys } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;

export type VipKeyListRow = Omit<
  typeof vipAccessKeys.$inferSelect,
  'keyHash' | 'issuedBy' | 'revokedBy'
> & {
  /** the issuing ADMIN's login id */
  issuedBy: string | null;
};

const columns = {
  vipKeyIdx: vipAccessKeys.vipKeyIdx,
  label: vipAccessKeys.label,
  expiresAt: vipAccessKeys.expiresAt,
  maxUses: vipAccessKeys.maxUses,
  useCount: vipAccessKeys.useCount,
  userIdx: vipAccessKeys.userIdx,
  lastUsedAt: vipAccessKeys.lastUsedAt,
  regDate: vipAccessKeys.regDate,
  revokedAt: vipAccessKeys.revokedAt,
  issuedBy: operators.loginId,
};

export async function listVipKeys(db: Db, page: number, pageSize: number) {
  const [list, total] = await Promise.all([
    db
      .select(columns)
      .from(vipAccessKeys)
      .leftJoin(operators, eq(operators.operatorIdx, vipAccessKeys.issuedBy))
      .orderBy(desc(vipAccessKeys.vipKeyIdx))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(vipAccessKeys),
  ]);
  return { list: list as VipKeyListRow[], totalCount: total[0]?.value ?? 0 };
}

export async function findVipKey(tx: Transaction, vipKeyIdx: number, lock: boolean) {
  const query = tx
    .select(columns)
    .from(vipAccessKeys)
    .leftJoin(operators, eq(operators.operatorIdx, vipAccessKeys.issuedBy))
    .where(eq(vipAccessKeys.vipKeyIdx, vipKeyIdx))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: vipAccessKeys }) : await query;
  return row as VipKeyListRow | undefined;
}

export async function revokeVipKey(
  tx: Transaction,
  vipKeyIdx: number,
  operatorIdx: number,
  now: Date,
) {
  await tx
    .update(vipAccessKeys)
    .set({ revokedAt: now, revokedBy: operatorIdx })
    .where(eq(vipAccessKeys.vipKeyIdx, vipKeyIdx));
}

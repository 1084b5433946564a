/** API tokens' rows (decision 067): `api_tokens` and the operator of kind API_TOKEN behind each. */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { apiTokens, operators } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;

const creator = alias(operators, 'creator');

/** Every token, newest first; or only `tokenIdx`'s. */
export async function listTokens(db: Db, tokenIdx?: number) {
  return db
    .select({
      tokenIdx: apiTokens.tokenIdx,
      name: operators.name,
      role: operators.role,
      prefix: apiTokens.tokenPrefix,
      expiresAt: apiTokens.expiresAt,
      createdAt: apiTokens.createdAt,
      createdByName: creator.name,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .innerJoin(operators, eq(operators.operatorIdx, apiTokens.operatorIdx))
    .leftJoin(creator, eq(creator.operatorIdx, apiTokens.createdBy))
    .where(tokenIdx === undefined ? undefined : eq(apiTokens.tokenIdx, tokenIdx))
    .orderBy(desc(apiTokens.tokenIdx));
}
export type TokenRow = Awaited<ReturnType<typeof listTokens>>[number];

export async function findToken(db: Db, tokenIdx: number): Promise<TokenRow | null> {
  const [row] = await listTokens(db, tokenIdx);
  return row ?? null;
}

/** The token's operator and the token, its row written in `tx`. */
export async function insertToken(
  tx: Transaction,
  token: {
    name: string;
    role: string;
    loginId: string;
    tokenHash: string;
    prefix: string;
    expiresAt: Date;
    createdBy: number;
    now: Date;
  },
): Promise<number> {
  const [operator] = await tx
    .insert(operators)
    .values({
      loginId: token.loginId,
      name: token.name,
      // Never a password: a token's operator cannot log in (login reads PERSON operators only).
      passwordHash: '!',
      role: token.role,
      kind: 'API_TOKEN',
    })
    .returning({ operatorIdx: operators.operatorIdx });
  if (!operator) throw new Error('token operator not written');
  const [row] = await tx
    .insert(apiTokens)
    .values({
      operatorIdx: operator.operatorIdx,
      tokenHash: token.tokenHash,
      tokenPrefix: token.prefix,
      expiresAt: token.expiresAt,
      createdBy: token.createdBy,
      createdAt: token.now,
    })
    .returning({ tokenIdx: apiTokens.tokenIdx });
  if (!row) throw new Error('token not written');
  return row.tokenIdx;
}

/** Revokes a token and deactivates its operator; false when it was revoked already. */
export async function revokeToken(
  tx: Transaction,
  tokenIdx: number,
  revokedBy: number,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(apiTokens)
    .set({ revokedAt: now, revokedBy })
    .where(and(eq(apiTokens.tokenIdx, tokenIdx), isNull(apiTokens.revokedAt)))
    .returning({ operatorIdx: apiTokens.operatorIdx });
  if (!row) return false;
  await tx
    .update(operators)
    .set({ active: false })
    .where(eq(operators.operatorIdx, row.operatorIdx));
  return true;
}

/** The live token of this hash with its operator; null when unknown, revoked or expired. */
export async function findLiveToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      tokenIdx: apiTokens.tokenIdx,
      operatorIdx: operators.operatorIdx,
      loginId: operators.loginId,
      name: operators.name,
      role: operators.role,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(operators, eq(operators.operatorIdx, apiTokens.operatorIdx))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, now),
        eq(operators.active, true),
      ),
    );
  return row ?? null;
}

/** Notes a token's use, at most once a minute. */
export async function touchToken(db: Database, tokenIdx: number, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.tokenIdx, tokenIdx),
        or(
          isNull(apiTokens.lastUsedAt),
          sql`${apiTokens.lastUsedAt} < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz`,
        ),
      ),
    );
}

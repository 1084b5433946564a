/**
 * Every query of the staff console: operator accounts and their sessions (decision 017).
 * Login ids compare case-insensitively, matching the unique index on lower(login_id).
 */
import { and, asc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { operatorSessions, operators } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;
export type OperatorRow = typeof operators.$inferSelect;
export type OperatorRoleValue = 'ADMIN' | 'EDITOR' | 'STAFF';

const sameLoginId = (loginId: string) => sql`lower(${operators.loginId}) = lower(${loginId})`;
/** People who log in to the console; an API token's operator (decision 067) is not one. */
const person = eq(operators.kind, 'PERSON');

export async function findOperatorByLoginId(db: Db, loginId: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(sameLoginId(loginId), person))
    .limit(1);
  return row ?? null;
}

export async function findOperatorByIdx(db: Db, operatorIdx: number): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.operatorIdx, operatorIdx), person));
  return row ?? null;
}

export async function listOperators(db: Db): Promise<OperatorRow[]> {
  return db.select().from(operators).where(person).orderBy(asc(operators.operatorIdx));
}

export async function countOperators(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(operators)
    .where(person);
  return row?.count ?? 0;
}

export interface NewOperator {
  loginId: string;
  name: string;
  passwordHash: string;
  role: OperatorRoleValue;
}

/**
 * Inserts the operator, or nothing when the login id (in any case) is taken: null then. Two
 * instances starting together with the same configured admin therefore create it once.
 */
export async function insertOperatorIfAbsent(
  db: Db,
  operator: NewOperator,
): Promise<OperatorRow | null> {
  const [row] = await db.insert(operators).values(operator).onConflictDoNothing().returning();
  return row ?? null;
}

/** What `updateOperator` may change. */
export type OperatorChange = Partial<
  Pick<
    OperatorRow,
    | 'active'
    | 'role'
    | 'passwordHash'
    | 'mustChangePassword'
    | 'totpSecret'
    | 'totpEnabledAt'
    | 'totpLastStep'
    | 'totpPendingSecret'
  >
>;

/**
 * Changes an account's role, active flag, password, its must-change flag or its two-factor
 * columns; null if unknown.
 */
export async function updateOperator(
  db: Db,
  operatorIdx: number,
  change: OperatorChange,
): Promise<OperatorRow | null> {
  const [row] = await db
    .update(operators)
    .set({ ...change, modDate: sql`now()` })
    .where(eq(operators.operatorIdx, operatorIdx))
    .returning();
  return row ?? null;
}

/**
 * Records `step` as the operator's last accepted TOTP step, only if it is later than the one
 * recorded: false when another request took this step (or a later one) first — a replay, even
 * when both arrive at once.
 */
export async function consumeTotpStep(db: Db, operatorIdx: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.operatorIdx, operatorIdx),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ operatorIdx: operators.operatorIdx });
  return rows.length > 0;
}

/** Ends every session of the operator but the one of `keepTokenHash`. */
export async function deleteOtherSessionsOf(
  db: Db,
  operatorIdx: number,
  keepTokenHash: string,
): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorIdx, operatorIdx),
        ne(operatorSessions.tokenHash, keepTokenHash),
      ),
    );
}

export async function touchLastLogin(db: Db, operatorIdx: number, now: Date): Promise<void> {
  await db
    .update(operators)
    .set({ lastLoginAt: now })
    .where(eq(operators.operatorIdx, operatorIdx));
}

export async function insertSession(
  db: Db,
  session: { tokenHash: string; operatorIdx: number; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSessions).values(session);
}

/** The session of `tokenHash` with its operator (one query), or null when there is none. */
export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      expiresAt: operatorSessions.expiresAt,
      operatorIdx: operators.operatorIdx,
      loginId: operators.loginId,
      name: operators.name,
      role: operators.role,
      active: operators.active,
      mustChangePassword: operators.mustChangePassword,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.operatorIdx, operatorSessions.operatorIdx))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row ?? null;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}

export async function deleteSessionsOf(db: Db, operatorIdx: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorIdx, operatorIdx));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(operatorSessions).where(lte(operatorSessions.expiresAt, now));
}

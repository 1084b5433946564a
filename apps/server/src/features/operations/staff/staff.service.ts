/**
 * The staff console's rules (decision 017): login with one answer for every failure, sessions
 * kept as token hashes for 12 hours, and operator accounts that only an ADMIN manages.
 */
import { randomBytes } from 'node:crypto';
import type { Operator, OperatorAccount, OperatorRole } from '@venue/contract';
import { toSeoulIso } from '@venue/contract/domain';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/pg-errors';
import { toYn } from '../../../lib/yn';
import type { LoginThrottle } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hash';
import {
  deleteExpiredSessions,
  deleteOtherSessionsOf,
  deleteSession,
  deleteSessionsOf,
  findOperatorByIdx,
  findOperatorByLoginId,
  findSession,
  insertOperatorIfAbsent,
  insertSession,
  listOperators,
  type OperatorRow,
  touchLastLogin,
  updateOperator,
} from './staff.repository';
import { hashSessionToken, newSessionToken, STAFF_SESSION_TTL_MS } from './staff-session-cookie';

/** Who a staff request is made by (`request.operator`); never carries the password hash. */
export interface StaffOperator {
  operatorIdx: number;
  loginId: string;
  name: string;
  role: OperatorRole;
  /** a reset password: every staff call but me, logout and password is refused until changed */
  mustChangePassword: boolean;
  /** the request came with an API token (decision 067), not a console session */
  apiToken?: boolean;
}

const toRole = (role: string): OperatorRole =>
  role === 'ADMIN' || role === 'EDITOR' ? role : 'STAFF';

/** The contract's operator: every column a console may show, and nothing else. */
export function toOperator(row: OperatorRow): Operator {
  return {
    operatorIdx: row.operatorIdx,
    loginId: row.loginId,
    name: row.name,
    role: toRole(row.role),
    activeYn: toYn(row.active),
    mustChangePasswordYn: toYn(row.mustChangePassword),
  };
}

export const staffUnauthorized = () => new AppError(401, 'STAFF_UNAUTHORIZED');
const loginFailed = () => new AppError(401, 'STAFF_LOGIN_FAILED');

/** 429 for a (login id, address) pair or an address: the 15-minute locks. */
export const LOGIN_RATE_LIMITED_MESSAGE =
  '로그인 시도가 너무 많아요. 15분 뒤에 다시 시도해 주세요.';
/** 429 for the short pause of a login id that many addresses failed at (decision 024). */
export const LOGIN_PAUSED_MESSAGE =
  '이 아이디로 로그인에 실패한 시도가 많아요. 잠시 뒤에 다시 시도해 주세요.';

/**
 * Counts an attempt at `loginId` from `address` in the login throttle, or refuses it: 429 with
 * Retry-After (the lock's or the pause's end).
 */
export async function beginLoginAttempt(
  throttle: LoginThrottle,
  loginId: string,
  address: string,
  reply: Pick<FastifyReply, 'header'>,
): Promise<void> {
  const refusal = await throttle.begin(loginId, address, Date.now());
  if (!refusal) return;
  reply.header('retry-after', String(refusal.retryAfterSeconds));
  throw new AppError(
    429,
    'RATE_LIMITED',
    refusal.reason === 'id' ? LOGIN_PAUSED_MESSAGE : LOGIN_RATE_LIMITED_MESSAGE,
  );
}

export interface StaffLogin {
  operator: Operator;
  /** The cookie's token; only its hash is stored. */
  token: string;
}

/** Whether the operator's two-factor login is on (decision 035). */
export const totpOn = (row: OperatorRow): boolean =>
  row.totpEnabledAt !== null && row.totpSecret !== null;

/**
 * A right password: a session opened, or — two-factor login on — the operator's row, whose
 * login a code completes (staff-totp.service.ts).
 */
export type PasswordLogin =
  | ({ kind: 'session' } & StaffLogin)
  | { kind: 'totp-required'; row: OperatorRow };

/**
 * Checks the password and opens a session, unless a TOTP code must follow. Unknown id, wrong
 * password and inactive account all end in the same 401 STAFF_LOGIN_FAILED after the same
 * scrypt work: an unknown id is checked against a dummy hash, and an inactive account's password
 * is checked before it is refused.
 */
export async function logInOperator(
  db: Database,
  credentials: { loginId: string; password: string },
  now: Date,
): Promise<PasswordLogin> {
  const row = await findOperatorByLoginId(db, credentials.loginId);
  const matches = await verifyPassword(
    credentials.password,
    row?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!row || !matches || !row.active) throw loginFailed();
  if (totpOn(row)) return { kind: 'totp-required', row };
  return { kind: 'session', ...(await openSession(db, row, now)) };
}

/** A new 12-hour session for the operator of `row`, whose credentials were all checked. */
export async function openSession(db: Database, row: OperatorRow, now: Date): Promise<StaffLogin> {
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    // Expired rows of everyone are swept here, so the table holds live sessions only.
    await deleteExpiredSessions(tx, now);
    await insertSession(tx, {
      tokenHash: hashSessionToken(token),
      operatorIdx: row.operatorIdx,
      expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
    });
    await touchLastLogin(tx, row.operatorIdx, now);
  });
  return { operator: toOperator(row), token };
}

/**
 * The active operator of a live session, or null. An expired session met here is deleted; a
 * deactivated operator has no sessions left (deactivation deletes them) and is refused anyway.
 */
export async function authenticateStaffSession(
  db: Database,
  token: string,
  now: Date,
): Promise<StaffOperator | null> {
  const tokenHash = hashSessionToken(token);
  const session = await findSession(db, tokenHash);
  if (!session) return null;
  if (session.expiresAt.getTime() <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (!session.active) return null;
  return {
    operatorIdx: session.operatorIdx,
    loginId: session.loginId,
    name: session.name,
    role: toRole(session.role),
    mustChangePassword: session.mustChangePassword,
  };
}

/** Ends the session of `token` (logout). */
export async function logOutSession(db: Database, token: string): Promise<void> {
  await deleteSession(db, hashSessionToken(token));
}

/** The operator with what the login throttle knows about its login id (decision 024). */
async function toOperatorAccount(
  row: OperatorRow,
  throttle: LoginThrottle,
  nowMs: number,
): Promise<OperatorAccount> {
  const lock = await throttle.state(row.loginId, nowMs);
  return {
    ...toOperator(row),
    totpEnabledYn: toYn(totpOn(row)),
    loginLock: {
      lockedYn: toYn(lock.lockedAddressCount > 0 || lock.pausedUntilMs !== null),
      lockedAddressCount: lock.lockedAddressCount,
      recentFailureCount: lock.recentFailureCount,
      pausedUntil: lock.pausedUntilMs === null ? null : toSeoulIso(new Date(lock.pausedUntilMs)),
    },
  };
}

export async function listOperatorAccounts(
  db: Database,
  throttle: LoginThrottle,
  nowMs: number,
): Promise<OperatorAccount[]> {
  return Promise.all(
    (await listOperators(db)).map((row) => toOperatorAccount(row, throttle, nowMs)),
  );
}

/**
 * An ADMIN's unlock (decision 024): every failed login of the operator's id is forgotten, from
 * every address, so the operator can log in at once. Answers the operator; 404 when unknown.
 */
export async function unlockOperatorLogin(
  db: Database,
  throttle: LoginThrottle,
  operatorIdx: number,
  nowMs: number,
): Promise<OperatorAccount> {
  const row = await findOperatorByIdx(db, operatorIdx);
  if (!row) throw AppError.notFound('운영자 계정을 찾을 수 없어요.');
  await throttle.unlock(row.loginId);
  return toOperatorAccount(row, throttle, nowMs);
}

/** 409 with a message the console shows under the login id field. */
const loginIdTaken = () =>
  new AppError(409, 'CONFLICT', '이미 사용 중인 아이디예요. 다른 아이디를 입력해 주세요.', [
    { path: 'loginId', message: '이미 사용 중인 아이디예요. 다른 아이디를 입력해 주세요.' },
  ]);

export interface NewOperatorAccount {
  loginId: string;
  name: string;
  password: string;
  role: OperatorRole;
}

/** Creates an account (ADMIN's console); a login id taken in any letter case → 409 CONFLICT. */
export async function createOperatorAccount(
  db: Database,
  account: NewOperatorAccount,
): Promise<Operator> {
  if (await findOperatorByLoginId(db, account.loginId)) throw loginIdTaken();
  const passwordHash = await hashPassword(account.password);
  let row: OperatorRow | null;
  try {
    row = await insertOperatorIfAbsent(db, {
      loginId: account.loginId,
      name: account.name,
      role: account.role,
      passwordHash,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw loginIdTaken();
    throw error;
  }
  // Taken between the check and the insert (two admins creating the same id at once).
  if (!row) throw loginIdTaken();
  return toOperator(row);
}

/**
 * Creates the account unless one with that login id exists (which is never changed): the
 * configured first ADMIN and the sandbox operator. Returns whether it was created.
 */
export async function createOperatorIfMissing(
  db: Database,
  account: NewOperatorAccount,
): Promise<boolean> {
  if (await findOperatorByLoginId(db, account.loginId)) return false;
  const row = await insertOperatorIfAbsent(db, {
    loginId: account.loginId,
    name: account.name,
    role: account.role,
    passwordHash: await hashPassword(account.password),
  });
  return row !== null;
}

/**
 * Turns an account on or off, or changes its role. Turning it off deletes its sessions in the
 * same transaction, so a console still open with that account is refused at its next call. An
 * ADMIN changes neither their own flag nor their own role (the venue would risk losing its last
 * administrator).
 */
export async function updateOperatorAccount(
  db: Database,
  actor: StaffOperator,
  change: { operatorIdx: number; active?: boolean | undefined; role?: OperatorRole | undefined },
): Promise<{ before: Operator; after: Operator }> {
  if (change.operatorIdx === actor.operatorIdx) {
    if (change.active === false) {
      throw AppError.badRequest('내 계정은 비활성화할 수 없어요. 다른 관리자에게 요청해 주세요.');
    }
    if (change.role !== undefined && change.role !== actor.role) {
      throw AppError.badRequest('내 역할은 바꿀 수 없어요. 다른 관리자에게 요청해 주세요.');
    }
  }
  const before = await findOperatorByIdx(db, change.operatorIdx);
  if (!before) throw AppError.notFound('운영자 계정을 찾을 수 없어요.');
  const row = await updateOperator(db, change.operatorIdx, {
    ...(change.active === undefined ? {} : { active: change.active }),
    ...(change.role === undefined ? {} : { role: change.role }),
  });
  if (!row) throw AppError.notFound('운영자 계정을 찾을 수 없어요.');
  if (change.active === false) await deleteSessionsOf(db, change.operatorIdx);
  return { before: toOperator(before), after: toOperator(row) };
}

/** Letters and digits an operator can read off a screen and type: no 0/O, 1/l/I. */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A temporary password of 12 characters from the alphabet above (about 70 bits). */
export function temporaryPassword(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (byte) => TEMPORARY_ALPHABET[byte % TEMPORARY_ALPHABET.length]).join('');
}

/**
 * An ADMIN's reset: a new temporary password (answered once, kept only as its hash), the
 * operator's sessions ended, and a new password required at their next login. Not one's own:
 * an operator changes their own password with the current one.
 */
export async function resetOperatorPassword(
  db: Database,
  actor: StaffOperator,
  operatorIdx: number,
): Promise<{ operator: Operator; temporaryPassword: string }> {
  if (operatorIdx === actor.operatorIdx) {
    throw AppError.badRequest('내 비밀번호는 비밀번호 변경에서 바꿔 주세요.');
  }
  const password = temporaryPassword();
  const row = await updateOperator(db, operatorIdx, {
    passwordHash: await hashPassword(password),
    mustChangePassword: true,
  });
  if (!row) throw AppError.notFound('운영자 계정을 찾을 수 없어요.');
  await deleteSessionsOf(db, operatorIdx);
  return { operator: toOperator(row), temporaryPassword: password };
}

const wrongCurrentPassword = () =>
  new AppError(400, 'VALIDATION_FAILED', '지금 비밀번호가 맞지 않아요.', [
    { path: 'currentPassword', message: '지금 비밀번호가 맞지 않아요.' },
  ]);

/**
 * An operator's own new password, after the current one: the other sessions end (this one
 * stays), and a change a reset required is done.
 */
export async function changeOwnPassword(
  db: Database,
  actor: StaffOperator,
  sessionToken: string,
  passwords: { currentPassword: string; newPassword: string },
): Promise<Operator> {
  const row = await findOperatorByIdx(db, actor.operatorIdx);
  if (!row || !(await verifyPassword(passwords.currentPassword, row.passwordHash))) {
    throw wrongCurrentPassword();
  }
  const updated = await updateOperator(db, actor.operatorIdx, {
    passwordHash: await hashPassword(passwords.newPassword),
    mustChangePassword: false,
  });
  if (!updated) throw staffUnauthorized();
  await deleteOtherSessionsOf(db, actor.operatorIdx, hashSessionToken(sessionToken));
  return toOperator(updated);
}

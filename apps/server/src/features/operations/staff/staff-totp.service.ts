/**
 * Two-factor login's rules (decision 035): an ADMIN sets it up with a secret shown once (QR and
 * base32) and turns it on with the app's first code; an operator turns their own off with the
 * password; an ADMIN turns another's off (a lost phone); and a login whose password was right
 * completes with a code of a step not used before.
 */
import type { Operator, StaffTotpSetup, StaffTotpStatus } from '@venue/contract';
import { toSeoulIso } from '@venue/contract/domain';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { constantTimeEqual } from '../../../lib/constant-time';
import { verifyPassword } from './password-hash';
import {
  consumeTotpStep,
  deleteOtherSessionsOf,
  deleteSessionsOf,
  findOperatorByIdx,
  type OperatorChange,
  type OperatorRow,
  updateOperator,
} from './staff.repository';
import {
  openSession,
  type StaffLogin,
  type StaffOperator,
  staffUnauthorized,
  toOperator,
  totpOn,
} from './staff.service';
import { hashSessionToken } from './staff-session-cookie';
import { acceptedTotpStep, newTotpSecret, totpQrDataUrl, totpUri } from './totp';
import { challengeBinding, type TotpChallenge, totpChallengeExpired } from './totp-challenge';
import { openTotpSecret, sealTotpSecret, type TotpKeys } from './totp-keys';

/** Every two-factor column cleared: off, nothing waiting. */
const TOTP_OFF: OperatorChange = {
  totpSecret: null,
  totpEnabledAt: null,
  totpLastStep: null,
  totpPendingSecret: null,
};

export function toTotpStatus(row: OperatorRow): StaffTotpStatus {
  const on = totpOn(row);
  return {
    enabledYn: on ? 'Y' : 'N',
    enabledAt: on && row.totpEnabledAt ? toSeoulIso(row.totpEnabledAt) : null,
  };
}

async function ownRow(db: Database, actor: StaffOperator): Promise<OperatorRow> {
  const row = await findOperatorByIdx(db, actor.operatorIdx);
  if (!row) throw staffUnauthorized();
  return row;
}

export async function readTotpStatus(db: Database, actor: StaffOperator): Promise<StaffTotpStatus> {
  return toTotpStatus(await ownRow(db, actor));
}

const alreadyOn = () =>
  new AppError(
    409,
    'ALREADY_DONE',
    '2단계 인증을 이미 쓰고 있어요. 새 기기로 옮기려면 먼저 끄고 다시 켜 주세요.',
  );

/**
 * A new secret waiting for its first code (a waiting one is replaced), sealed in the row; the
 * URI, the base32 secret and the QR are answered this once. 409 while two-factor login is on:
 * a session alone must not move it to another phone.
 */
export async function startTotpSetup(
  db: Database,
  keys: TotpKeys,
  actor: StaffOperator,
  issuer: string,
): Promise<StaffTotpSetup> {
  const row = await ownRow(db, actor);
  if (totpOn(row)) throw alreadyOn();
  const secret = newTotpSecret();
  await updateOperator(db, row.operatorIdx, {
    totpPendingSecret: sealTotpSecret(keys, row.operatorIdx, secret),
  });
  const otpauthUri = totpUri(issuer, row.loginId, secret);
  return { otpauthUri, secret, qrSvgDataUrl: totpQrDataUrl(otpauthUri) };
}

const wrongSetupCode = () =>
  AppError.invalidFields([
    {
      path: 'code',
      message: '코드가 맞지 않아요. 인증 앱에 지금 보이는 6자리 코드를 입력해 주세요.',
    },
  ]);

/**
 * The app's code confirms the waiting secret: two-factor login is on from now on, the code's
 * step counts as used, and the operator's other sessions (opened without a code) end.
 */
export async function enableTotp(
  db: Database,
  keys: TotpKeys,
  actor: StaffOperator,
  sessionToken: string,
  code: string,
  now: Date,
): Promise<StaffTotpStatus> {
  const row = await ownRow(db, actor);
  if (totpOn(row)) throw alreadyOn();
  const sealed = row.totpPendingSecret;
  const secret = sealed === null ? null : openTotpSecret(keys, row.operatorIdx, sealed);
  if (sealed === null || secret === null) {
    throw AppError.badRequest('2단계 인증 설정을 처음부터 다시 시작해 주세요.');
  }
  const step = await acceptedTotpStep(secret, code, null, now.getTime());
  if (step === null) throw wrongSetupCode();
  const updated = await updateOperator(db, row.operatorIdx, {
    totpSecret: sealed,
    totpPendingSecret: null,
    totpEnabledAt: now,
    totpLastStep: step,
  });
  if (!updated) throw staffUnauthorized();
  await deleteOtherSessionsOf(db, row.operatorIdx, hashSessionToken(sessionToken));
  return toTotpStatus(updated);
}

const alreadyOff = (message: string) => new AppError(409, 'ALREADY_DONE', message);

/** Whether `password` is the operator's own (the route counts a wrong one in the throttle). */
export async function isOwnPassword(
  db: Database,
  actor: StaffOperator,
  password: string,
): Promise<boolean> {
  const row = await ownRow(db, actor);
  return verifyPassword(password, row.passwordHash);
}

export const wrongPassword = () =>
  AppError.invalidFields([{ path: 'password', message: '비밀번호가 맞지 않아요.' }]);

/** One's own two-factor login off (the password was checked by the caller). */
export async function disableTotp(db: Database, actor: StaffOperator): Promise<StaffTotpStatus> {
  const row = await ownRow(db, actor);
  if (!totpOn(row) && row.totpPendingSecret === null) {
    throw alreadyOff('2단계 인증이 이미 꺼져 있어요.');
  }
  const updated = await updateOperator(db, row.operatorIdx, TOTP_OFF);
  if (!updated) throw staffUnauthorized();
  return toTotpStatus(updated);
}

/**
 * An ADMIN turns another operator's two-factor login off (a lost phone): the operator's sessions
 * end, and their next login takes the password alone. Not one's own: that needs the password.
 */
export async function resetOperatorTotp(
  db: Database,
  actor: StaffOperator,
  operatorIdx: number,
): Promise<Operator> {
  if (operatorIdx === actor.operatorIdx) {
    throw AppError.badRequest('내 2단계 인증은 2단계 인증 메뉴에서 꺼 주세요.');
  }
  const row = await findOperatorByIdx(db, operatorIdx);
  if (!row) throw AppError.notFound('운영자 계정을 찾을 수 없어요.');
  if (!totpOn(row) && row.totpPendingSecret === null) {
    throw alreadyOff('2단계 인증을 쓰지 않는 계정이에요.');
  }
  const updated = await updateOperator(db, operatorIdx, TOTP_OFF);
  if (!updated) throw AppError.notFound('운영자 계정을 찾을 수 없어요.');
  await deleteSessionsOf(db, operatorIdx);
  return toOperator(updated);
}

/** A wrong code and a used one get the same answer: it tells nothing about which it was. */
export const wrongLoginCode = () =>
  new AppError(
    401,
    'STAFF_LOGIN_FAILED',
    '인증 코드가 맞지 않거나 이미 사용한 코드예요. 인증 앱의 새 코드를 입력해 주세요.',
  );

/**
 * The login's second step: the challenge must still fit the operator (active, two-factor login
 * on as when the password was checked, no code accepted since), and the code must be right for
 * a step later than the last one used. Then the step is used up and the session opens.
 */
export async function completeTotpLogin(
  db: Database,
  keys: TotpKeys,
  challenge: TotpChallenge,
  code: string,
  now: Date,
): Promise<StaffLogin> {
  const row = await findOperatorByIdx(db, challenge.operatorIdx);
  if (
    !row?.active ||
    !totpOn(row) ||
    !constantTimeEqual(challengeBinding(keys, row), challenge.binding)
  ) {
    throw totpChallengeExpired();
  }
  const secret =
    row.totpSecret === null ? null : openTotpSecret(keys, row.operatorIdx, row.totpSecret);
  if (secret === null) {
    // Sealed under another server secret (JWT_SECRET changed): only a reset helps.
    throw new AppError(
      401,
      'STAFF_LOGIN_FAILED',
      '2단계 인증 정보를 읽을 수 없어요. 다른 관리자에게 2단계 인증 초기화를 요청해 주세요.',
    );
  }
  const step = await acceptedTotpStep(secret, code, row.totpLastStep, now.getTime());
  if (step === null || !(await consumeTotpStep(db, row.operatorIdx, step))) {
    throw wrongLoginCode();
  }
  return openSession(db, row, now);
}

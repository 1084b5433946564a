/**
 * The rules of SMS identity verification (spec 000 §4–5, §7, §9). A verification
 * row (`seq`) keeps who asked and the counters; the agency keeps the code. Neither this file nor
 * the table ever holds the code or a resident-number digit.
 */
import { randomUUID } from 'node:crypto';
import {
  errorMessages,
  guardianAgeGapOk,
  isGuardianVerifyType,
  isUnder14,
  type PhoneVerification,
  seoulMidnight,
  toYmd,
  VerifyType,
} from '@venue/contract';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import type { Member } from '../../../plugins/member-auth';
import { issueQrPass } from '../../door/qr-pass/qr-pass.service';
import { consumePassedCaptcha } from '../captcha/captcha.service';
import {
  activeUserExistsWithCi,
  claimAttempt,
  claimResend,
  countVerificationsSince,
  findUsableVerification,
  findUserCi,
  findVerification,
  insertVerification,
  markConsumed,
  markVerified,
  type PhoneVerificationRow,
  restoreAfterFailedResend,
  setAgencyTx,
} from './identity.repository';
import { type IdentityAgency, IdentityAgencyError, type IdentityPerson } from './identity-agency';

/** A code lives 180 s after each send (spec 000 §9). */
export const CODE_TTL_MS = 180_000;
export const MAX_ATTEMPTS = 5;
export const MAX_SENDS_PER_SEQ = 5;
export const RESEND_GAP_MS = 30_000;
export const MAX_FIRST_SENDS_PER_PHONE_PER_DAY = 10;
/** How long a finished verification can still be spent by signup, linking or a guardian. */
export const VERIFIED_USABLE_MS = 30 * 60_000;

export const messages = {
  captcha: '보안문자 인증이 필요합니다. 보안문자를 다시 입력해 주세요.',
  sendFailed: '모든 정보를 정확하게 입력했는지 다시 한번 확인해 주세요.',
  notConfigured: '본인인증 서비스를 이용할 수 없습니다. 잠시 후 다시 이용해 주세요.',
  unknownSeq: '인증 요청 정보가 없습니다. 인증번호를 다시 받아 주세요.',
  resendMismatch: '인증 요청 정보와 입력하신 정보가 다릅니다. 처음부터 다시 시도해 주세요.',
  resendNeedsSeq: '재전송할 인증 요청 정보가 없습니다. 인증번호를 다시 받아 주세요.',
  resendWait: (seconds: number) => `인증번호는 ${seconds}초 후에 다시 받을 수 있습니다.`,
  tooManySends: '인증번호 전송 횟수를 초과했습니다. 처음부터 다시 시도해 주세요.',
  tooManyToday:
    '오늘 이 번호로 요청할 수 있는 인증번호 횟수를 초과했습니다. 내일 다시 시도해 주세요.',
  alreadyVerified: '이미 인증이 완료되었습니다.',
  consumed: '이미 사용된 인증입니다. 인증번호를 다시 받아 주세요.',
  mdnMismatch: '인증번호를 받은 휴대폰 번호와 다릅니다. 인증번호를 다시 받아 주세요.',
  userSeqMissing: '본인인증을 먼저 완료해 주세요.',
  notMemberPhone: '회원님 명의의 휴대폰으로만 인증할 수 있습니다. 회원 정보를 확인해 주세요.',
  agencyUnavailable: '본인인증 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
} as const;

const notConfigured = () => new AppError(503, 'SERVICE_UNAVAILABLE', messages.notConfigured);
const unknownSeq = () => new AppError(400, 'OTP_EXPIRED', messages.unknownSeq);

export interface SendInput {
  name: string;
  birthday: string;
  gender: 'M' | 'F';
  foreignerYn: 'Y' | 'N';
  mdn: string;
  telco: string;
  seq?: string | undefined;
  resendYn: 'Y' | 'N';
  captchaUuid: string;
  verifyType: VerifyType;
  authId?: string | undefined;
  authType?: string | undefined;
}

export interface VerifyInput {
  seq: string;
  mdn: string;
  otp: string;
  verifyType: VerifyType;
  userSeq?: string | undefined;
}

const isQrType = (type: string) =>
  type === VerifyType.QR_ISSUE || type === VerifyType.QR_ISSUE_GUARDIAN;

function personOf(input: SendInput): IdentityPerson {
  return {
    name: input.name,
    birthYmd: input.birthday,
    gender: input.gender,
    foreignerYn: input.foreignerYn,
    telecomCode: input.telco,
    phoneNumber: input.mdn,
  };
}

/**
 * Send failures keep the visitor's input on screen with spec 000 §5's message. A refusal by the
 * agency is the visitor's to fix (400); an agency that did not answer is ours (503).
 */
function sendFailure(error: unknown): unknown {
  if (!(error instanceof IdentityAgencyError)) return error;
  return error.kind === 'rejected'
    ? new AppError(400, 'VALIDATION_FAILED', messages.sendFailed)
    : new AppError(503, 'SERVICE_UNAVAILABLE', messages.sendFailed);
}

/** POST /api/auth/phone/send: a first send (no seq) or a resend (seq + resendYn Y). */
export async function sendPhoneCode(
  db: Database,
  agency: IdentityAgency | null,
  input: SendInput,
  member: Member | null,
  now: Date = new Date(),
  onAgencyError: (error: IdentityAgencyError) => void = () => {},
): Promise<{ seq: string }> {
  if (!agency) throw notConfigured();
  if (isQrType(input.verifyType) && !member) throw new AppError(401, 'UNAUTHORIZED');
  const person = personOf(input);
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);

  if (input.resendYn === 'Y') {
    if (!input.seq) throw new AppError(400, 'VALIDATION_FAILED', messages.resendNeedsSeq);
    return resend(db, agency, input.seq, input, member, now, expiresAt, onAgencyError);
  }

  const sentToday = await countVerificationsSince(db, input.mdn, seoulMidnight(toYmd(now)));
  if (sentToday >= MAX_FIRST_SENDS_PER_PHONE_PER_DAY) {
    throw new AppError(429, 'RATE_LIMITED', messages.tooManyToday);
  }
  if (!(await consumePassedCaptcha(db, input.captchaUuid, now))) {
    throw new AppError(400, 'CAPTCHA_MISMATCH', messages.captcha);
  }
  // The agency is asked before the row exists: if it fails, nothing is left behind.
  let agencyTxId: string;
  try {
    ({ agencyTxId } = await agency.sendCode(person));
  } catch (error) {
    if (error instanceof IdentityAgencyError) onAgencyError(error);
    throw sendFailure(error);
  }
  const seq = randomUUID();
  await insertVerification(db, {
    seq,
    verifyType: input.verifyType,
    name: person.name,
    birthYmd: person.birthYmd,
    gender: person.gender,
    foreignerYn: person.foreignerYn === 'Y',
    telecomCode: person.telecomCode,
    phoneNumber: person.phoneNumber,
    authType: input.authType ?? null,
    authId: input.authId ?? null,
    userIdx: member && isQrType(input.verifyType) ? member.userIdx : null,
    agencyTxId,
    sendCount: 1,
    lastSentAt: now,
    expiresAt,
    attempts: 0,
    createdAt: now,
  });
  return { seq };
}

async function resend(
  db: Database,
  agency: IdentityAgency,
  seq: string,
  input: SendInput,
  member: Member | null,
  now: Date,
  expiresAt: Date,
  onAgencyError: (error: IdentityAgencyError) => void,
): Promise<{ seq: string }> {
  const row = await findVerification(db, seq);
  if (!row) throw unknownSeq();
  if (!samePerson(row, input) || (isQrType(row.verifyType) && row.userIdx !== member?.userIdx)) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.resendMismatch);
  }
  if (row.verifiedAt) throw new AppError(409, 'CONFLICT', messages.alreadyVerified);
  if (row.sendCount >= MAX_SENDS_PER_SEQ) {
    throw new AppError(429, 'RATE_LIMITED', messages.tooManySends);
  }
  const waitMs = row.lastSentAt.getTime() + RESEND_GAP_MS - now.getTime();
  if (waitMs > 0) {
    throw new AppError(429, 'RATE_LIMITED', messages.resendWait(Math.ceil(waitMs / 1000)));
  }
  const before = await claimResend(
    db,
    seq,
    { maxSends: MAX_SENDS_PER_SEQ, sentBefore: new Date(now.getTime() - RESEND_GAP_MS) },
    now,
    expiresAt,
  );
  // Another resend of the same seq won the race.
  if (!before) throw new AppError(429, 'RATE_LIMITED', messages.resendWait(30));
  try {
    const { agencyTxId } = await agency.sendCode(personOf(input));
    await setAgencyTx(db, seq, agencyTxId);
  } catch (error) {
    await restoreAfterFailedResend(db, before);
    if (error instanceof IdentityAgencyError) onAgencyError(error);
    throw sendFailure(error);
  }
  return { seq };
}

function samePerson(row: PhoneVerificationRow, input: SendInput): boolean {
  return (
    row.verifyType === input.verifyType &&
    row.name === input.name &&
    row.birthYmd === input.birthday &&
    row.gender === input.gender &&
    row.foreignerYn === (input.foreignerYn === 'Y') &&
    row.telecomCode === input.telco &&
    row.phoneNumber === input.mdn
  );
}

async function answerFor(
  db: Database,
  row: { birthYmd: string; ci: string },
  now: Date,
): Promise<PhoneVerification> {
  return {
    birthYmd: row.birthYmd,
    overlapYn: (await activeUserExistsWithCi(db, row.ci)) ? 'Y' : 'N',
    under14Yn: isUnder14(row.birthYmd, now) ? 'Y' : 'N',
  };
}

/** POST /api/auth/phone/verify. */
export async function verifyPhoneCode(
  db: Database,
  agency: IdentityAgency | null,
  input: VerifyInput,
  member: Member | null,
  now: Date = new Date(),
): Promise<PhoneVerification> {
  if (!agency) throw notConfigured();
  const row = await findVerification(db, input.seq);
  if (!row || row.verifyType !== input.verifyType) throw unknownSeq();
  if (row.phoneNumber !== input.mdn) {
    throw new AppError(400, 'VALIDATION_FAILED', messages.mdnMismatch);
  }
  if (isQrType(row.verifyType)) {
    if (!member) throw new AppError(401, 'UNAUTHORIZED');
    if (row.userIdx !== member.userIdx) throw unknownSeq();
  }
  if (row.verifiedAt && row.ci) {
    // The client verifies automatically and may ask twice: the same answer, until it is spent.
    if (row.consumedAt) throw new AppError(400, 'OTP_EXPIRED', messages.consumed);
    return answerFor(db, { birthYmd: row.birthYmd, ci: row.ci }, now);
  }
  if (now.getTime() > row.expiresAt.getTime()) throw new AppError(400, 'OTP_EXPIRED');
  if (row.attempts >= MAX_ATTEMPTS) throw attemptsExceeded();

  // The child's verification must exist before a guess is spent; the age gap itself is only
  // checked after a right code, so wrong codes cannot be used to probe ages.
  let child: PhoneVerificationRow | undefined;
  if (isGuardianVerifyType(row.verifyType)) {
    if (!input.userSeq) throw new AppError(400, 'VALIDATION_FAILED', messages.userSeqMissing);
    child = await findUsableVerification(
      db,
      input.userSeq,
      new Date(now.getTime() - VERIFIED_USABLE_MS),
    );
    if (!child || isGuardianVerifyType(child.verifyType as VerifyType)) {
      throw new AppError(400, 'VALIDATION_FAILED', messages.userSeqMissing);
    }
    // A QR guardian vouches for the member's own QR issue verification, nobody else's.
    if (
      row.verifyType === VerifyType.QR_ISSUE_GUARDIAN &&
      (child.verifyType !== VerifyType.QR_ISSUE || child.userIdx !== member?.userIdx)
    ) {
      throw new AppError(400, 'VALIDATION_FAILED', messages.userSeqMissing);
    }
  }

  const attempts = await claimAttempt(db, row.seq, MAX_ATTEMPTS);
  if (attempts === undefined) {
    const latest = await findVerification(db, row.seq);
    if (latest?.verifiedAt && latest.ci && !latest.consumedAt) {
      return answerFor(db, { birthYmd: latest.birthYmd, ci: latest.ci }, now);
    }
    throw attemptsExceeded();
  }

  let confirmed: Awaited<ReturnType<IdentityAgency['confirmCode']>>;
  try {
    confirmed = await agency.confirmCode({ agencyTxId: row.agencyTxId, code: input.otp });
  } catch (error) {
    if (error instanceof IdentityAgencyError) {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', messages.agencyUnavailable);
    }
    throw error;
  }
  if (confirmed.result === 'expired') throw new AppError(400, 'OTP_EXPIRED');
  if (confirmed.result === 'mismatch') {
    if (attempts >= MAX_ATTEMPTS) throw attemptsExceeded();
    throw new AppError(400, 'OTP_MISMATCH');
  }

  if (child && !guardianAgeGapOk(row.birthYmd, child.birthYmd)) {
    throw new AppError(400, 'GUARDIAN_AGE_GAP');
  }
  if (row.verifyType === VerifyType.QR_ISSUE && member) {
    const memberCi = await findUserCi(db, member.userIdx);
    if (memberCi !== confirmed.ci) throw new AppError(403, 'FORBIDDEN', messages.notMemberPhone);
  }

  // A QR issue verification issues the day's QR pass in the same transaction (decision 017):
  // the member's own for 14 and over, the guardian's for an under-14 (after the gap check above).
  // It also opens the 10 minutes in which a phone may bind the pass, for today's existing pass
  // too: a verification on a new phone is what moves the pass there (decision 070).
  const issuesQr =
    member &&
    (row.verifyType === VerifyType.QR_ISSUE_GUARDIAN ||
      (row.verifyType === VerifyType.QR_ISSUE && !isUnder14(row.birthYmd, now)));
  await db.transaction(async (tx) => {
    await markVerified(tx, row.seq, {
      ci: confirmed.ci,
      di: confirmed.di,
      verifiedAt: now,
      userSeq: child?.seq ?? null,
    });
    if (issuesQr) {
      await issueQrPass(tx, { userIdx: member.userIdx, verificationSeq: row.seq }, now);
    }
  });
  return answerFor(db, { birthYmd: row.birthYmd, ci: confirmed.ci }, now);
}

const attemptsExceeded = () =>
  new AppError(429, 'OTP_ATTEMPTS_EXCEEDED', errorMessages.OTP_ATTEMPTS_EXCEEDED);

/**
 * For signup, account linking and the guardian record: a verification that is verified, not
 * yet spent, and finished less than 30 minutes ago; otherwise null.
 */
export async function findVerifiedVerification(
  db: Database,
  seq: string,
  now: Date = new Date(),
): Promise<PhoneVerificationRow | null> {
  return (
    (await findUsableVerification(db, seq, new Date(now.getTime() - VERIFIED_USABLE_MS))) ?? null
  );
}

/**
 * Spends a verification, atomically and once: the first caller gets the row (with ci and di),
 * every later or parallel caller gets null, as does a verification finished over 30 minutes ago.
 * Call it inside the transaction that creates what the verification proves.
 */
export async function consumeVerification(
  db: Database,
  seq: string,
  now: Date = new Date(),
): Promise<PhoneVerificationRow | null> {
  return (await markConsumed(db, seq, new Date(now.getTime() - VERIFIED_USABLE_MS), now)) ?? null;
}

/**
 * Signup, account linking and the legal guardian (spec 000 §4 Signup). Each is one
 * transaction: the verification is spent, the member, their login, consents and guardian are
 * written, or nothing is.
 */
import {
  guardianAgeGapOk,
  isGuardianVerifyType,
  isTermsCodeShownFor,
  isUnder14,
  missingSignupTerms,
  type TermsCode,
  termsAgreementFlag,
  VerifyType,
} from '@venue/contract';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/pg-errors';
import type { PhoneVerificationRow } from '../identity/identity.repository';
import { findVerification } from '../identity/identity.repository';
import { consumeVerification } from '../identity/identity.service';
import { bindVipKey, insertIdentity, listIdentities } from '../login/login.repository';
import { startMemberSession } from '../login/login.service';
import { type LoginTicket, loginTicketKey, verifyLoginTicket } from '../login/login-tickets';
import { listTermsInForce } from '../terms/terms-agreement.service';
import {
  findActiveUser,
  findActiveUserByCi,
  findLegalGuardian,
  insertConsents,
  insertUser,
  upsertLegalGuardian,
} from './signup.repository';

export const signupMessages = {
  verificationSpent: '본인인증이 만료되었습니다. 본인인증을 다시 진행해 주세요.',
  identityMismatch: '인증된 정보와 동일한지 확인해 주세요.',
  guardianRequired: '만 14세 미만은 보호자 동의가 필요합니다. 보호자 본인인증을 진행해 주세요.',
  guardianMismatch: '보호자 본인인증 정보가 올바르지 않습니다. 보호자 인증을 다시 진행해 주세요.',
  unknownTerms: '약관 정보가 변경되었습니다. 약관을 다시 확인해 주세요.',
  loginTaken: '이미 다른 회원 계정에 연결된 로그인입니다.',
  noAccount: '연결할 회원 정보를 찾을 수 없습니다. 회원가입을 진행해 주세요.',
  notYourAccount: '본인 명의의 계정에만 연결할 수 있습니다.',
  loginTypeMismatch: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
  providerAlreadyLinked:
    '이 계정에는 이미 다른 같은 종류의 로그인이 연결되어 있습니다. 기존 로그인으로 이용해 주세요.',
} as const;

export interface SignupDeps {
  db: Database;
  config: AppConfig;
}

export interface SignupInput {
  loginTicket: string;
  seq: string;
  guardianSeq?: string | undefined;
  name: string;
  birthYmd: string;
  gender: 'M' | 'F';
  telco: string;
  phoneNumber: string;
  foreignerYn: 'Y' | 'N';
  termsList: { termsIdx: number; termsCode: string; agreementYn: 'Y' | 'N' }[];
}

const spent = () => new AppError(400, 'OTP_EXPIRED', signupMessages.verificationSpent);

function assertSameIdentity(v: PhoneVerificationRow, input: SignupInput) {
  const same =
    v.name === input.name.trim() &&
    v.birthYmd === input.birthYmd &&
    v.gender === input.gender &&
    v.foreignerYn === (input.foreignerYn === 'Y') &&
    v.telecomCode === input.telco &&
    v.phoneNumber === input.phoneNumber;
  if (!same) throw new AppError(400, 'VALIDATION_FAILED', signupMessages.identityMismatch);
}

/** The verification must be the visitor's own identification for this very login. */
function assertVerificationForLogin(v: PhoneVerificationRow, ticket: LoginTicket) {
  if (v.verifyType !== VerifyType.IDENTIFICATION || !v.ci || !v.di) throw spent();
  // phone/send recorded which login asked (authType, authId); a verification made for no login
  // or for another one cannot finish this one.
  // (A VIP login has no provider subject the client could quote: its type must match.)
  if (v.authType !== ticket.provider) throw spent();
  if (ticket.provider !== 'vip' && v.authId !== ticket.subId) throw spent();
}

/** POST /api/auth/complete/signup. */
export async function completeSignup(deps: SignupDeps, input: SignupInput, now: Date = new Date()) {
  const ticket = await verifyLoginTicket(loginTicketKey(deps.config), input.loginTicket, now);
  const currentTerms = await listTermsInForce(deps.db, now);
  // Until every signup term is in force, nobody can agree to them: signup is closed.
  if (missingSignupTerms(currentTerms.map((t) => t.termsCode)).length > 0) {
    throw new AppError(403, 'SIGNUP_CLOSED');
  }

  const member = await deps.db
    .transaction(async (tx) => {
      const v = await consumeVerification(tx, input.seq, now);
      if (!v) throw spent();
      assertVerificationForLogin(v, ticket);
      assertSameIdentity(v, input);
      const ci = v.ci as string;
      const di = v.di as string;

      if (await findActiveUserByCi(tx, ci)) throw new AppError(409, 'ALREADY_MEMBER');

      // Terms: every required one agreed; TOS005 counts only for MVNO carriers.
      const agreed = new Map(input.termsList.map((t) => [t.termsIdx, t.agreementYn === 'Y']));
      for (const t of input.termsList) {
        if (!currentTerms.some((c) => c.termsIdx === t.termsIdx && c.termsCode === t.termsCode)) {
          throw new AppError(400, 'VALIDATION_FAILED', signupMessages.unknownTerms);
        }
      }
      const offered = currentTerms.filter((t) =>
        isTermsCodeShownFor(t.termsCode as TermsCode, v.telecomCode),
      );
      if (offered.some((t) => t.requiredYn && agreed.get(t.termsIdx) !== true)) {
        throw new AppError(400, 'TERMS_REQUIRED');
      }
      // The member's agreement flags follow the optional terms agreed (termsAgreementFlag), so
      // they can never disagree with the consent records; the body's flags are not trusted.
      const flag = (name: string) =>
        offered.some(
          (t) =>
            termsAgreementFlag[t.termsCode as TermsCode] === name &&
            agreed.get(t.termsIdx) === true,
        );

      // Under 14 (spec 000 §5), decided here from the verified birth date, never by the client.
      let guardian: PhoneVerificationRow | null = null;
      if (isUnder14(v.birthYmd, now)) {
        if (!input.guardianSeq) {
          throw new AppError(400, 'VALIDATION_FAILED', signupMessages.guardianRequired);
        }
        guardian = await consumeVerification(tx, input.guardianSeq, now);
        if (
          !guardian ||
          guardian.verifyType !== VerifyType.IDENTIFICATION_GUARDIAN ||
          guardian.userSeq !== v.seq ||
          !guardian.ci ||
          !guardian.di
        ) {
          throw new AppError(400, 'VALIDATION_FAILED', signupMessages.guardianMismatch);
        }
        if (!guardianAgeGapOk(guardian.birthYmd, v.birthYmd)) {
          throw new AppError(400, 'GUARDIAN_AGE_GAP');
        }
      }

      const created = await insertUser(tx, {
        ci,
        di,
        name: v.name,
        birthYmd: v.birthYmd,
        gender: v.gender,
        foreignerYn: v.foreignerYn,
        telecomCode: v.telecomCode,
        phoneNumber: v.phoneNumber,
        userInfoAgreementYn: flag('userInfoAgreementYn'),
        adInfoAgreementYn: flag('adInfoAgreementYn'),
        marketingAgreementYn: flag('marketingAgreementYn'),
      });
      await insertIdentity(tx, {
        userIdx: created.userIdx,
        provider: ticket.provider,
        subId: ticket.subId,
        subsId: ticket.subsId,
      });
      if (ticket.vipKeyIdx !== null) await bindVipKey(tx, ticket.vipKeyIdx, created.userIdx);
      await insertConsents(
        tx,
        offered.map((t) => ({
          userIdx: created.userIdx,
          subject: 'TERMS',
          termsCode: t.termsCode,
          termsVersion: t.version,
          agreed: agreed.get(t.termsIdx) === true,
          source: 'signup',
          recordedAt: now,
        })),
      );
      if (guardian) await saveGuardianRecord(tx, created.userIdx, guardian, now);
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_active_ci_uq')) throw new AppError(409, 'ALREADY_MEMBER');
      if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', signupMessages.loginTaken);
      throw error;
    });

  const jwt = await startMemberSession(deps, member, ticket.provider, now);
  return { jwt, userIdx: member.userIdx };
}

async function saveGuardianRecord(
  tx: Database,
  userIdx: number,
  guardian: PhoneVerificationRow,
  now: Date,
) {
  await upsertLegalGuardian(tx, {
    userIdx,
    ci: guardian.ci as string,
    di: guardian.di as string,
    name: guardian.name,
    birthYmd: guardian.birthYmd,
    gender: guardian.gender,
    foreignerYn: guardian.foreignerYn,
    telecomCode: guardian.telecomCode,
    phoneNumber: guardian.phoneNumber,
    verificationSeq: guardian.seq,
    consentedAt: now,
  });
  await insertConsents(tx, [
    { userIdx, subject: 'GUARDIAN', agreed: true, source: 'guardian', recordedAt: now },
  ]);
}

/**
 * POST /api/auth/link/account (/Integration): the visitor proved by SMS to be the owner of an
 * existing account; the login in progress is added to it and they are logged in.
 */
export async function linkAccount(
  deps: SignupDeps,
  input: { loginTicket: string; seq: string; userIdx?: number | undefined; loginType: string },
  now: Date = new Date(),
) {
  const ticket = await verifyLoginTicket(loginTicketKey(deps.config), input.loginTicket, now);
  if (ticket.provider !== input.loginType && ticket.provider !== 'vip') {
    throw new AppError(400, 'VALIDATION_FAILED', signupMessages.loginTypeMismatch);
  }
  const owner = await deps.db
    .transaction(async (tx) => {
      const v = await consumeVerification(tx, input.seq, now);
      if (!v) throw spent();
      assertVerificationForLogin(v, ticket);
      const owner = await findActiveUserByCi(tx, v.ci as string);
      if (!owner) throw new AppError(404, 'NOT_FOUND', signupMessages.noAccount);
      if (input.userIdx !== undefined && input.userIdx !== owner.userIdx) {
        throw new AppError(403, 'FORBIDDEN', signupMessages.notYourAccount);
      }
      const linked = await listIdentities(tx, owner.userIdx);
      if (ticket.provider !== 'vip' && linked.some((row) => row.provider === ticket.provider)) {
        throw new AppError(409, 'CONFLICT', signupMessages.providerAlreadyLinked);
      }
      await insertIdentity(tx, {
        userIdx: owner.userIdx,
        provider: ticket.provider,
        subId: ticket.subId,
        subsId: ticket.subsId,
      });
      if (ticket.vipKeyIdx !== null) await bindVipKey(tx, ticket.vipKeyIdx, owner.userIdx);
      return owner;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', signupMessages.loginTaken);
      throw error;
    });
  return { jwt: await startMemberSession(deps, owner, ticket.provider, now) };
}

/**
 * POST /api/auth/save/legalguardian: the logged-in member's guardian, from the guardian's own
 * verification (verifyType identificationguardian or qrissueguardian) made for this member.
 */
export async function saveLegalGuardian(
  deps: SignupDeps,
  userIdx: number,
  seq: string,
  now: Date = new Date(),
) {
  await deps.db.transaction(async (tx) => {
    const member = await findActiveUser(tx, userIdx);
    if (!member) throw new AppError(401, 'UNAUTHORIZED');
    const guardian = await consumeVerification(tx, seq, now);
    if (
      !guardian ||
      !isGuardianVerifyType(guardian.verifyType as VerifyType) ||
      !guardian.userSeq
    ) {
      throw spent();
    }
    const child = await findVerification(tx, guardian.userSeq);
    if (!child?.ci || child.ci !== member.ci) {
      throw new AppError(403, 'FORBIDDEN', signupMessages.guardianMismatch);
    }
    if (!guardianAgeGapOk(guardian.birthYmd, member.birthYmd)) {
      throw new AppError(400, 'GUARDIAN_AGE_GAP');
    }
    await saveGuardianRecord(tx, userIdx, guardian, now);
  });
}

/** POST /api/getlegalguardian: the current guardian without CI/DI, or null. */
export async function getLegalGuardian(deps: SignupDeps, userIdx: number) {
  const row = await findLegalGuardian(deps.db, userIdx);
  if (!row) return null;
  return {
    name: row.name,
    birthYmd: row.birthYmd,
    gender: row.gender as 'M' | 'F',
    telco: row.telecomCode as never,
    phoneNumber: row.phoneNumber,
    foreignerYn: row.foreignerYn ? ('Y' as const) : ('N' as const),
  };
}

/**
 * Sandbox test aid (POST /sandbox/api/session): a verified member with every required consent,
 * made as signup would make them (the sandbox agency's CI for this person, a sandbox login of
 * `provider`), or the existing one for the same person. Returns a session for them.
 */
export async function sandboxMemberSession(
  deps: SignupDeps,
  person: {
    name: string;
    birthYmd: string;
    gender: 'M' | 'F';
    phoneNumber: string;
    telecomCode: string;
    provider: 'kakao' | 'tid';
    ci: string;
    di: string;
  },
  now: Date = new Date(),
) {
  let member: { userIdx: number; tokenVersion: number } | undefined = await findActiveUserByCi(
    deps.db,
    person.ci,
  );
  const created = member === undefined;
  if (member === undefined) {
    const currentTerms = await listTermsInForce(deps.db, now);
    const offered = currentTerms.filter((t) =>
      isTermsCodeShownFor(t.termsCode as TermsCode, person.telecomCode),
    );
    member = await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        ci: person.ci,
        di: person.di,
        name: person.name,
        birthYmd: person.birthYmd,
        gender: person.gender,
        foreignerYn: false,
        telecomCode: person.telecomCode,
        phoneNumber: person.phoneNumber,
      });
      await insertIdentity(tx, {
        userIdx: user.userIdx,
        provider: person.provider,
        subId: `sandbox-${person.ci.slice(0, 24)}`,
        subsId: null,
      });
      await insertConsents(
        tx,
        offered.map((t) => ({
          userIdx: user.userIdx,
          subject: 'TERMS',
          termsCode: t.termsCode,
          termsVersion: t.version,
          agreed: t.requiredYn,
          source: 'signup',
          recordedAt: now,
        })),
      );
      return user;
    });
  }
  const jwt = await startMemberSession(deps, member, person.provider, now);
  return { jwt, userIdx: member.userIdx, created };
}

/**
 * Login, identity verification, signup, account linking and withdrawal calls (spec 000 §7,
 * spec 001 §7). Privacy rule for every schema here: no resident-number digit is ever sent. The
 * client derives birthday, gender and foreignerYn from the front 6 digits and the first back
 * digit (domain/resident-number) and sends only those; the server must not store any
 * resident-number digit. CI/DI from the identity provider stay on the server: no schema carries
 * them, and later calls refer to a verification by its `seq`.
 */
import { z } from 'zod';
import {
  isSixDigitCode,
  isValidName,
  isValidPhone,
  NAME_MAX_LENGTH,
  validationMessages,
} from '../domain/validation';
import { gender, linkableLoginType, loginType, telecomCode, termsCode, verifyType } from './enums';
import { apiSuccess, birthDate, emptyBody, idParam, okResponse, safeText, yn } from './envelope';

const oauthCode = safeText('인증 코드가 없습니다.')
  .min(1, { error: '인증 코드가 없습니다.' })
  .max(2048, { error: '인증 코드가 올바르지 않습니다.' });

/** A provider subject id, kept as text because providers send large numbers. */
const subjectId = z.string().max(200).nullable();

/** Verification handle returned by phone/send and quoted by every later step. */
export const verificationSeq = safeText('인증 요청 정보가 없습니다. 인증번호를 다시 받아 주세요.')
  .min(1, { error: '인증 요청 정보가 없습니다. 인증번호를 다시 받아 주세요.' })
  .max(100);

/** Name as verified: at least 2 characters (help 최소 2글자 이상 입력해 주세요.). */
export const personName = safeText(validationMessages.nameMin)
  .trim()
  .max(NAME_MAX_LENGTH, { error: `이름은 ${NAME_MAX_LENGTH}자 이내로 입력해 주세요.` })
  .refine(isValidName, { error: validationMessages.nameMin });

/** Mobile number: 11 digits with a Korean mobile prefix. */
export const mobileNumber = z
  .string({ error: validationMessages.contact })
  .refine(isValidPhone, { error: validationMessages.contact });

// ── POST /api/auth/login/kakao, /api/auth/login/tid, /api/auth/login/vip ────

// ── POST /api/auth/authorize (designed here) ────────────────────────────────

/**
 * Starts an OAuth 2.0 authorization-code login. The server creates a one-time
 * `state` and a PKCE verifier, remembers them bound to this browser (an HttpOnly cookie), and
 * answers the provider's authorize URL; the client then navigates there. `link` links the
 * provider to the logged-in member instead of logging in.
 */
export const authAuthorizeBody = z
  .object({
    provider: linkableLoginType,
    purpose: z.enum(['login', 'link']).default('login'),
  })
  .strict();
export const authAuthorizeResponse = apiSuccess(z.object({ url: z.url() }));

/** The `state` the provider hands back on the redirect route, created by /api/auth/authorize. */
export const oauthState = safeText('로그인 요청 정보가 없습니다. 다시 로그인해 주세요.')
  .min(16, { error: '로그인 요청 정보가 올바르지 않습니다. 다시 로그인해 주세요.' })
  .max(200, { error: '로그인 요청 정보가 올바르지 않습니다. 다시 로그인해 주세요.' });

/**
 * `state` is the one the provider returned with the code (one time, this browser only). `url` is
 * the redirect URI the code was issued for; the server uses its own and ignores any other.
 */
export const authLoginKakaoBody = z
  .object({
    code: oauthCode,
    state: oauthState,
    /** the `iss` query parameter of the redirect, when the provider sends one (RFC 9207) */
    iss: safeText().max(500).optional(),
    url: safeText().max(2048).optional(),
  })
  .strict();

/**
 * Proof of the login in progress for a visitor who is not a member yet (designed here): a
 * short-lived token the server signs after the code exchange, naming the provider and its
 * subject ids. Signup and account linking take the provider ids from it, never from the body, so
 * nobody can attach someone else's Kakao or T ID account to theirs.
 */
export const loginTicket = safeText('로그인 정보가 만료되었습니다. 다시 로그인해 주세요.')
  .min(1, { error: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.' })
  .max(4096);
export const authLoginTidBody = authLoginKakaoBody;

/**
 * The login answer (spec 000 §7). existYn Y: jwt and userIdx are set and the client stores the
 * jwt. existYn N: jwt is null and the client keeps the provider ids for signup.
 */
export const authLoginResult = z.object({
  existYn: yn,
  jwt: z.string().nullable(),
  userIdx: z.number().int().nullable(),
  phoneNumber: z.string().nullable(),
  telecomCode: telecomCode.nullable(),
  marketingAgreementYn: yn.nullable(),
  kakaoSubId: subjectId,
  kakaoSubsId: subjectId,
  tidSubId: subjectId,
  tidSubsId: subjectId,
  /** existYn N: the ticket signup or /Integration must present (valid 30 minutes); else null */
  loginTicket: z.string().nullable(),
});
export type AuthLoginResult = z.infer<typeof authLoginResult>;
export const authLoginKakaoResponse = apiSuccess(authLoginResult);
export const authLoginTidResponse = authLoginKakaoResponse;

export const authLoginVipBody = z.object({ code: oauthCode }).strict();
export const authLoginVipResponse = apiSuccess(
  authLoginResult.extend({ vipAccesskey: z.string().nullable() }),
);

// ── POST /api/auth/phone/send ───────────────────────────────────────────────

/**
 * Sends the SMS code (spec 000 §7). birthday is YYYY-MM-DD derived from the resident number;
 * gender and foreignerYn come from its first back digit. Resending passes the previous seq with
 * resendYn Y. captchaUuid (designed here) names a captcha that passed /api/captcha/check: the
 * server refuses to send SMS without one, so the SMS gateway cannot be pumped by bots.
 */
export const authPhoneSendBody = z
  .object({
    name: personName,
    birthday: birthDate,
    gender: gender,
    foreignerYn: yn,
    mdn: mobileNumber,
    telco: telecomCode,
    seq: verificationSeq.optional(),
    resendYn: yn.default('N'),
    captchaUuid: z.uuid({ error: '보안문자를 다시 입력해 주세요.' }),
    verifyType: verifyType.default('Identification'),
    /** the provider id of the login in progress (kakaoSubId or tidSubId) when not yet a member */
    authId: safeText().max(200).optional(),
    authType: loginType.optional(),
  })
  .strict();
export const authPhoneSendResponse = apiSuccess(z.object({ seq: verificationSeq }));

// ── POST /api/auth/phone/verify ─────────────────────────────────────────────

/**
 * Checks the 6-digit code. The spec's "extra fields" are not needed: the server kept what
 * phone/send received under seq. Guardian verify types check the 18-year gap against the
 * user's verification and fail with GUARDIAN_AGE_GAP. A wrong code fails with OTP_MISMATCH;
 * too many wrong codes with OTP_ATTEMPTS_EXCEEDED (the spec's code 6010).
 */
export const authPhoneVerifyBody = z
  .object({
    seq: verificationSeq,
    mdn: mobileNumber,
    otp: z
      .string({ error: validationMessages.smsCodeWrong })
      .refine(isSixDigitCode, { error: validationMessages.smsCodeWrong }),
    authId: safeText().max(200).optional(),
    authSubsId: safeText().max(200).optional(),
    authType: loginType.optional(),
    verifyType: verifyType,
    /** guardian verify types: the seq of the user's own verification */
    userSeq: verificationSeq.optional(),
  })
  .strict();
export const phoneVerification = z.object({
  birthYmd: birthDate,
  /** Y when the verified person already has an account: go to /Integration */
  overlapYn: yn,
  /** designed here: the server's own under-14 answer, so the client need not decide alone */
  under14Yn: yn,
});
export type PhoneVerification = z.infer<typeof phoneVerification>;
export const authPhoneVerifyResponse = apiSuccess(phoneVerification);

// ── POST /api/auth/complete/signup ──────────────────────────────────────────

export const signupTermAgreement = z.object({
  termsIdx: idParam,
  termsCode: termsCode,
  agreementYn: yn,
});

/**
 * Creates the member (spec 000 §7: user info, agreement flags, terms). Identity comes from the
 * verification `seq` (and `guardianSeq` for under-14 users); the name, birth date, phone and
 * carrier sent here must match it. Every required term must be agreed (TERMS_REQUIRED).
 */
export const authCompleteSignupBody = z
  .object({
    loginTicket: loginTicket,
    seq: verificationSeq,
    guardianSeq: verificationSeq.optional(),
    userType: loginType,
    kakaoSubId: safeText().max(200).nullable().optional(),
    kakaoSubsId: safeText().max(200).nullable().optional(),
    tidSubId: safeText().max(200).nullable().optional(),
    tidSubsId: safeText().max(200).nullable().optional(),
    name: personName,
    birthYmd: birthDate,
    gender: gender,
    telco: telecomCode,
    phoneNumber: mobileNumber,
    foreignerYn: yn,
    under14Yn: yn,
    userInfoAgreementYn: yn,
    adInfoAgreementYn: yn,
    marketingAgreementYn: yn,
    termsList: z.array(signupTermAgreement).min(1).max(20),
  })
  .strict();
export const authCompleteSignupResponse = apiSuccess(
  z.object({ jwt: z.string(), userIdx: z.number().int() }),
);

// ── POST /api/auth/save/legalguardian ───────────────────────────────────────

/**
 * Payload and answer not shown; designed here: the logged-in member (jwt) names the guardian's
 * verified phone check by its seq, and the server copies the guardian from it.
 */
export const authSaveLegalGuardianBody = z.object({ seq: verificationSeq }).strict();
export const authSaveLegalGuardianResponse = okResponse;

// ── POST /api/auth/link/account, /api/auth/unlink/account ───────────────────

/**
 * Links the provider of the login in progress to an existing account (/Integration). seq is
 * designed here: the phone verification proving the caller is that account's owner; the server
 * links only when its identity matches userIdx.
 */
export const authLinkAccountBody = z
  .object({
    loginTicket: loginTicket,
    /** optional: the server finds the account from the verification; when sent it must match */
    userIdx: idParam.optional(),
    userType: safeText().max(50),
    /** the login in progress: tid, kakao, or vip (a VIP key linked to an existing account) */
    loginType: loginType,
    kakaoSubId: safeText().max(200).nullable().optional(),
    kakaoSubsId: safeText().max(200).nullable().optional(),
    tidSubId: safeText().max(200).nullable().optional(),
    tidSubsId: safeText().max(200).nullable().optional(),
    seq: verificationSeq,
  })
  .strict();
export const authLinkAccountResponse = apiSuccess(z.object({ jwt: z.string() }));

/**
 * Unlinks an easy login (spec 001 §7). beforeUserType is the provider to remove; the one used
 * for the current login cannot be removed. Answer designed here: the remaining userType list.
 */
export const authUnlinkAccountBody = z
  .object({ beforeUserType: linkableLoginType, userIdx: idParam })
  .strict();
export const authUnlinkAccountResponse = apiSuccess(z.object({ userType: z.string() }));

// ── POST /api/auth/logout ───────────────────────────────────────────────────
/**
 * Designed here: spec 000 §4 only removes the jwt on the client, which would leave the token
 * valid for anyone who copied it. The server revokes every token of the member (token version).
 */
export const logoutBody = emptyBody;
export const logoutResponse = okResponse;

// ── POST /api/withdraw ──────────────────────────────────────────────────────

/** Empty body (spec 001 §7); the answer is not shown: ok. */
export const withdrawBody = emptyBody;
export const withdrawResponse = okResponse;

import type { LoginType, TelecomCode, VerifyType } from '@venue/contract/domain';
import {
  isSixDigitCode,
  isValidName,
  isValidPhone,
  PHONE_LENGTH,
  type ResidentIdentity,
  residentDigitInfo,
  residentIdentity,
  validationMessages,
} from '@venue/contract/domain';
import { paths } from '../../config/paths';
import type { AuthState } from '../../stores/auth-store';
import type { PhoneSendBody } from './api/send-phone-code';

/**
 * The client rules of identification (spec 000 §4–5, §8–9): what each step accepts, which message
 * it shows, and where a verified visitor goes next. Pure, so every rule has a table-driven test.
 * The resident-number digits only pass through these functions as arguments: nothing here keeps
 * them.
 */

export const RESIDENT_FRONT_LENGTH = 6;
/** The back part of the resident number reads as 7 characters: the one digit asked for, then bullets. */
export const RESIDENT_BACK_LENGTH = 7;

export const identificationMessages = {
  nameMin: validationMessages.nameMin,
  residentFront: '생년월일 6자리를 입력해 주세요.',
  residentDigit: '뒷자리 첫 번째 숫자를 확인해 주세요.',
  residentDate: '주민등록번호 앞자리를 다시 확인해 주세요.',
  telco: '통신사를 선택해 주세요.',
  phone: '휴대폰 번호를 다시 확인해 주세요.',
  captchaRequired: '보안문자 6자리를 입력해 주세요.',
  /** the server's CAPTCHA_MISMATCH wording (contract errorMessages, not in the zod-free entry) */
  captchaMismatch: '보안문자가 일치하지 않습니다. 다시 입력해 주세요.',
  captchaAgain: '보안문자를 다시 입력해 주세요.',
  captchaAudioFailed: '음성 재생에 실패했습니다.',
  smsSendFailed: validationMessages.smsSendFailed,
  smsCodeWrong: validationMessages.smsCodeWrong,
  smsAttemptsExceeded: validationMessages.smsAttemptsExceeded,
  smsExpired: '인증 시간이 만료되었습니다. 재전송 버튼을 눌러 인증번호를 다시 받아 주세요.',
  consentsRequired: validationMessages.termsRequired,
} as const;

/** Null when the name is fine; otherwise the help text (최소 2글자 이상 입력해 주세요.). */
export function nameError(name: string): string | null {
  return isValidName(name) ? null : identificationMessages.nameMin;
}

/**
 * Null when the front 6 digits and the back digit make a real identity born no later than today;
 * otherwise what to fix. The century comes from the back digit, so the date is only judged once
 * both parts are there.
 */
export function residentError(front6: string, digit: string, now: Date): string | null {
  if (!/^\d{6}$/.test(front6)) return identificationMessages.residentFront;
  if (residentDigitInfo(digit) === null) return identificationMessages.residentDigit;
  return residentIdentity(front6, digit, now) ? null : identificationMessages.residentDate;
}

/** Birth date, gender and foreigner flag, derived on the device: the digits are never sent. */
export function identityFromResident(
  front6: string,
  digit: string,
  now: Date,
): ResidentIdentity | null {
  return residentIdentity(front6, digit, now);
}

/** The bullets drawn after the typed back digit, so the back part reads as its full 7 characters. */
export function residentBackMask(length: number = RESIDENT_BACK_LENGTH): string {
  return '●'.repeat(Math.max(0, length - 1));
}

/** The phone is judged once all 11 digits are in; before that there is nothing to say yet. */
export function phoneError(phone: string): string | null {
  if (phone.length < PHONE_LENGTH) return null;
  return isValidPhone(phone) ? null : identificationMessages.phone;
}

export function isCompletePhone(phone: string): boolean {
  return isValidPhone(phone);
}

export function isCompleteCode(code: string): boolean {
  return isSixDigitCode(code);
}

/** mm:ss of the SMS countdown (spec 000 §9: 180 s → 03:00). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

type ServerError = { errorCode: string; message: string };

/**
 * What a failed SMS send says (spec 000 §5): limits and captcha problems are the server's own
 * words, because the visitor must act on them (wait, or type a new captcha); any other refusal is
 * the spec's 모든 정보를 정확하게 입력했는지 다시 한번 확인해 주세요.
 */
export function sendFailureMessage(error: ServerError): string {
  if (error.errorCode === 'RATE_LIMITED' || error.errorCode.startsWith('CAPTCHA_')) {
    return error.message;
  }
  return identificationMessages.smsSendFailed;
}

export type VerifyFailure =
  /** a wrong code: shown under the code field */
  | { kind: 'wrong'; message: string }
  /** spec code 6010: no more tries until a resend */
  | { kind: 'exceeded'; message: string }
  /** the code's time is up (or the verification is gone): resend */
  | { kind: 'expired'; message: string }
  /** the guardian is less than 18 years older: fix the guardian's details */
  | { kind: 'guardianAgeGap'; message: string }
  /** anything else: the server's message in the global alert */
  | { kind: 'alert'; message: string };

/** How the code step reacts to a failed POST /api/auth/phone/verify. */
export function verifyFailure(error: ServerError & { resultCode?: number }): VerifyFailure {
  switch (error.errorCode) {
    case 'OTP_MISMATCH':
      return { kind: 'wrong', message: identificationMessages.smsCodeWrong };
    case 'OTP_ATTEMPTS_EXCEEDED':
      return { kind: 'exceeded', message: identificationMessages.smsAttemptsExceeded };
    case 'OTP_EXPIRED':
      return { kind: 'expired', message: error.message || identificationMessages.smsExpired };
    case 'GUARDIAN_AGE_GAP':
      return { kind: 'guardianAgeGap', message: error.message };
  }
  if (error.resultCode === 6010) {
    return { kind: 'exceeded', message: identificationMessages.smsAttemptsExceeded };
  }
  return { kind: 'alert', message: error.message };
}

/**
 * Where a verified visitor goes (spec 000 §4): under 14 → /identification14 (then the guardian);
 * an existing account for this person → /Integration; otherwise the terms, as an adult.
 */
export function routeAfterVerify(result: { under14Yn: 'Y' | 'N'; overlapYn: 'Y' | 'N' }): string {
  if (result.under14Yn === 'Y') return paths.auth.identification14.getHref();
  if (result.overlapYn === 'Y') return paths.auth.integration.getHref();
  return paths.auth.tos.getHref(false);
}

export type SignupPage = 'identification' | 'identification14' | 'guardian' | 'integration' | 'tos';

/**
 * Where a signup page sends a visitor who has not earned it yet, or null to stay. Without a login
 * in progress (a direct visit, or a finished signup) there is nothing to sign up: /login. The pages
 * after identification need the verified person; /tos for an under-14 member needs the guardian.
 */
export function signupRedirect(
  page: SignupPage,
  auth: Pick<AuthState, 'authType' | 'loginTicket' | 'userInfo' | 'legalguardianInfo'>,
  options: { under14?: boolean } = {},
): string | null {
  if (!auth.authType || !auth.loginTicket) return paths.login.getHref();
  if (page === 'identification') return null;
  if (!auth.userInfo) return paths.auth.identification.getHref();
  if (page === 'tos' && (options.under14 || auth.userInfo.under14Yn === 'Y')) {
    if (!auth.legalguardianInfo) return paths.auth.identification14.getHref();
  }
  return null;
}

/**
 * The body of the first POST /api/auth/phone/send. It takes the identity already derived from the
 * resident number (birth date, gender, foreigner flag), so the digits cannot end up in it.
 */
export function phoneSendBody(input: {
  name: string;
  identity: ResidentIdentity;
  phone: string;
  telco: TelecomCode;
  captchaUuid: string;
  verifyType: VerifyType;
  login: { authId: string | null; authType: LoginType | null };
}): PhoneSendBody {
  return {
    name: input.name.trim(),
    birthday: input.identity.birthYmd,
    gender: input.identity.gender,
    foreignerYn: input.identity.foreignerYn,
    mdn: input.phone,
    telco: input.telco,
    resendYn: 'N',
    captchaUuid: input.captchaUuid,
    verifyType: input.verifyType,
    ...(input.login.authId ? { authId: input.login.authId } : {}),
    ...(input.login.authType ? { authType: input.login.authType } : {}),
  };
}

/** A resend repeats the first send exactly, with its seq and resendYn Y (spec 000 §7). */
export function phoneResendBody(first: PhoneSendBody, seq: string): PhoneSendBody {
  return { ...first, seq, resendYn: 'Y' };
}

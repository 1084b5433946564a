/**
 * Form validation helpers (spec 000 §5, spec 001 §5). Pure predicates the web forms call on each
 * keystroke and the zod schemas reuse, so client and server agree on every rule.
 */
import { normalizeBirthYmd } from './age';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const DESCRIPTIVE_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const VIP_ACCESS_KEY_MAX_LENGTH = 64;
/** Venue days (programs, instances, surveys, seasons) lie in these years. */
export const VENUE_YEAR_MIN = 2000;
export const VENUE_YEAR_MAX = 2100;
/** Birth dates lie in these years. */
export const BIRTH_YEAR_MIN = 1900;

/** Korean help texts quoted from the specs. */
export const validationMessages = {
  nameMin: '최소 2글자 이상 입력해 주세요.',
  contact: '연락처를 확인해 주세요.',
  email: '올바른 이메일을 입력해 주세요.',
  smsCodeWrong: '잘못된 인증번호입니다. 다시 시도해 주세요.',
  smsAttemptsExceeded: '인증번호 오류 입력 건수가 초과되었습니다. 재전송버튼을 클릭해주세요.',
  smsSendFailed: '모든 정보를 정확하게 입력했는지 다시 한번 확인해 주세요.',
  termsRequired: '필수 약관에 모두 동의해 주세요.',
  termsPreviewId: '잘못된 약관 ID 입니다.',
  controlCharacter: '허용되지 않는 문자가 포함되어 있어요.',
} as const;

/**
 * Control characters other than tab, newline and carriage return (a textarea's line breaks):
 * C0, DEL and C1. PostgreSQL cannot store U+0000 at all, and none of them belongs in a name, an
 * answer or an inquiry; every text field of the contract refuses them.
 */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (
      code < 0x20 ? code !== 0x09 && code !== 0x0a && code !== 0x0d : code >= 0x7f && code <= 0x9f
    ) {
      return true;
    }
  }
  return false;
}

/** Keeps digits only, cut to `max` characters (phone, code and resident-number inputs). */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/** At least 2 characters once surrounding spaces are dropped. */
export function isValidName(value: string): boolean {
  const length = [...value.trim()].length;
  return length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH;
}

/** 11 digits with a Korean mobile prefix 010/011/016/017/018/019 (the general helper). */
export function isValidPhone(value: string): boolean {
  return /^01[016789]\d{8}$/.test(value);
}

/** Reservation contact (spec 001 §5): 010 plus 8 digits. */
export function isValidReservationContact(value: string): boolean {
  return /^010\d{8}$/.test(value);
}

/** SMS and captcha codes: exactly 6 digits. */
export function isSixDigitCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** A simple address shape: local@domain.tld, no spaces, a 2+ letter top-level domain. */
export function isValidEmail(value: string): boolean {
  return (
    value.length <= EMAIL_MAX_LENGTH &&
    /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(
      value,
    )
  );
}

/**
 * At least 8 characters with a letter, a digit and a special character; never containing
 * 0123456789 or its reverse; never the id itself (case ignored).
 */
export function isValidPassword(password: string, id?: string | null): boolean {
  if (password.length < PASSWORD_MIN_LENGTH) return false;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return false;
  if (!/[^A-Za-z0-9\s]/.test(password) || /\s/.test(password)) return false;
  if (password.includes('0123456789') || password.includes('9876543210')) return false;
  if (id && password.toLowerCase() === id.toLowerCase()) return false;
  return true;
}

/** Birth date typed as 8 digits YYYYMMDD that is a real date. */
export function isValidBirth8(value: string): boolean {
  return /^\d{8}$/.test(value) && normalizeBirthYmd(value) !== null;
}

export function isNumbersOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

export function isEnglishOnly(value: string): boolean {
  return /^[A-Za-z]+$/.test(value);
}

/** Complete Hangul syllables only (가–힣), as names are written. */
export function isKoreanOnly(value: string): boolean {
  return /^[가-힣]+$/.test(value);
}

/** Dotted-quad IPv4: four numbers 0–255 without leading zeros. */
export function isIpv4(value: string): boolean {
  const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
  return new RegExp(`^${octet}(\\.${octet}){3}$`).test(value);
}

/** VIP access key: digits only (spec 001 §2, §5). */
export function isVipAccessKey(value: string): boolean {
  return /^\d+$/.test(value) && value.length <= VIP_ACCESS_KEY_MAX_LENGTH;
}

/** Every required term is checked (else 필수 약관에 모두 동의해 주세요.). */
export function allRequiredTermsChecked(
  terms: readonly { requiredYn: 'Y' | 'N'; checked?: boolean | null }[],
): boolean {
  return terms.every((t) => t.requiredYn !== 'Y' || t.checked === true);
}

/** Required terms first, then optional, each keeping its original order (spec 000 §5). */
export function sortTermsRequiredFirst<T extends { requiredYn: 'Y' | 'N' }>(
  terms: readonly T[],
): T[] {
  return [...terms].sort((a, b) =>
    a.requiredYn === b.requiredYn ? 0 : a.requiredYn === 'Y' ? -1 : 1,
  );
}

/** Terms labels are prefixed (필수) or (선택). */
export function termsLabel(term: { requiredYn: 'Y' | 'N'; termsName: string }): string {
  return `${term.requiredYn === 'Y' ? '(필수)' : '(선택)'} ${term.termsName}`;
}

/**
 * Age rules of identity verification (spec 000 §5): the under-14 threshold and the 18-year gap a
 * legal guardian must have. Birth dates are accepted as YYYY-MM-DD or YYYYMMDD; "today" is the
 * Seoul day of `now`.
 */
import { parseYmd, seoulToday, type Ymd } from './dates';

export const UNDER_14_YEARS = 14;
export const GUARDIAN_MIN_AGE_GAP_YEARS = 18;

/** YYYY-MM-DD for a real birth date written YYYY-MM-DD or YYYYMMDD, else null. */
export function normalizeBirthYmd(value: unknown): Ymd | null {
  if (typeof value !== 'string') return null;
  const dashed = /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`
    : value;
  return parseYmd(dashed);
}

function requireBirth(value: string, what: string): Ymd {
  const ymd = normalizeBirthYmd(value);
  if (ymd === null) throw new RangeError(`${what} is not a real date: ${value}`);
  return ymd;
}

/**
 * The same month and day `years` earlier. 29 February falls back to 28 February so that someone
 * born on 1 March is never counted a year older than they are.
 */
export function yearsBefore(ymd: Ymd, years: number): Ymd {
  const year = String(Number(ymd.slice(0, 4)) - years).padStart(4, '0');
  const monthDay = ymd.slice(5);
  return parseYmd(`${year}-${monthDay}`) ?? `${year}-02-28`;
}

/** Under 14 when the birth date is later than today minus 14 years. */
export function isUnder14(birthYmd: string, now: Date): boolean {
  const birth = requireBirth(birthYmd, 'birthYmd');
  return birth > yearsBefore(seoulToday(now), UNDER_14_YEARS);
}

/** Full years of age (만 나이) on the Seoul day of `now`. */
export function ageOn(birthYmd: string, now: Date): number {
  const birth = requireBirth(birthYmd, 'birthYmd');
  const today = seoulToday(now);
  let age = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  if (yearsBefore(today, age) < birth) age -= 1;
  return age;
}

/** A guardian must be born at least 18 years before the user (on or before the same day). */
export function guardianAgeGapOk(guardianBirthYmd: string, userBirthYmd: string): boolean {
  const guardian = requireBirth(guardianBirthYmd, 'guardianBirthYmd');
  const user = requireBirth(userBirthYmd, 'userBirthYmd');
  return guardian <= yearsBefore(user, GUARDIAN_MIN_AGE_GAP_YEARS);
}

export const GUARDIAN_AGE_GAP_MESSAGE =
  '보호자 동의는 사용자와의 연령 차이가 18세 이상인 경우에만 가능합니다. 보호자 정보를 다시 한번 확인해 주세요.';

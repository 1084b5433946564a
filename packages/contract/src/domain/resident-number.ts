/**
 * Korean resident registration number rules (spec 000 §5). Only the 6 front digits (birth date)
 * and the first back digit (gender, century, foreigner) are ever read. The other six back digits
 * are never asked for, and the server must never store any resident-number digit: it keeps the
 * derived birth date, gender and foreigner flag only.
 */

import { normalizeBirthYmd } from './age';
import { parseYmd, seoulToday, type Ymd } from './dates';
import type { Gender } from './enums';

export interface ResidentDigitInfo {
  gender: Gender;
  /** 1900 for 1, 2, 5, 6; 2000 for 3, 4, 7, 8 */
  century: 1900 | 2000;
  foreignerYn: 'Y' | 'N';
}

/**
 * 1,3,5,7 male; 2,4,6,8 female; 5–8 foreigner; 1,2,5,6 born 19xx, else 20xx. Digits 9 and 0
 * (people born in the 1800s) are rejected: nobody registering today has them.
 */
export function residentDigitInfo(digit: string): ResidentDigitInfo | null {
  if (!/^[1-8]$/.test(digit)) return null;
  const d = Number(digit);
  return {
    gender: d % 2 === 1 ? 'M' : 'F',
    century: [1, 2, 5, 6].includes(d) ? 1900 : 2000,
    foreignerYn: d >= 5 ? 'Y' : 'N',
  };
}

/** YYYY-MM-DD from the front 6 digits (YYMMDD) and the back digit, or null if not a real date. */
export function birthYmdFromResident(front6: string, digit: string): Ymd | null {
  const info = residentDigitInfo(digit);
  if (!info || !/^\d{6}$/.test(front6)) return null;
  const year = info.century + Number(front6.slice(0, 2));
  return parseYmd(`${year}-${front6.slice(2, 4)}-${front6.slice(4, 6)}`);
}

export interface ResidentIdentity {
  birthYmd: Ymd;
  gender: Gender;
  foreignerYn: 'Y' | 'N';
}

/**
 * Birth date, gender and foreigner flag from the front 6 digits and the back digit; null for
 * anything invalid, including a birth date after today when `now` is given.
 */
export function residentIdentity(
  front6: string,
  digit: string,
  now?: Date,
): ResidentIdentity | null {
  const info = residentDigitInfo(digit);
  const birthYmd = birthYmdFromResident(front6, digit);
  if (!info || !birthYmd) return null;
  if (now && birthYmd > seoulToday(now)) return null;
  return { birthYmd, gender: info.gender, foreignerYn: info.foreignerYn };
}

/** The back digit a verified identity implies (the inverse of residentDigitInfo), or null. */
export function residentDigitFor(identity: {
  birthYmd: string;
  gender: Gender;
  foreignerYn: 'Y' | 'N';
}): string | null {
  const birth = normalizeBirthYmd(identity.birthYmd);
  if (!birth) return null;
  const year = Number(birth.slice(0, 4));
  let base: number;
  if (year >= 1900 && year <= 1999) base = 1;
  else if (year >= 2000 && year <= 2099) base = 3;
  else return null;
  const digit = base + (identity.gender === 'F' ? 1 : 0) + (identity.foreignerYn === 'Y' ? 4 : 0);
  return String(digit);
}

/**
 * Under-14 confirmation (spec 000 §5): the typed name, front 6 digits and back digit must equal
 * the verified identity, else 인증된 정보와 동일한지 확인해 주세요.
 */
export function matchesVerifiedIdentity(
  typed: { name: string; front6: string; digit: string },
  verified: { name: string; birthYmd: string; gender: Gender; foreignerYn: 'Y' | 'N' },
): boolean {
  const identity = residentIdentity(typed.front6, typed.digit);
  const verifiedBirth = normalizeBirthYmd(verified.birthYmd);
  return (
    identity !== null &&
    typed.name.trim() === verified.name.trim() &&
    identity.birthYmd === verifiedBirth &&
    identity.gender === verified.gender &&
    identity.foreignerYn === verified.foreignerYn
  );
}

export const IDENTITY_MISMATCH_MESSAGE = '인증된 정보와 동일한지 확인해 주세요.';

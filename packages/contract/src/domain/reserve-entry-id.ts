/**
 * Client-made reservation ids (spec 001 §7). The spec's "type letter + date + time + two random
 * digits" collides as soon as two visitors press the button in the same second, so the random
 * part is 8 base-36 characters from crypto.getRandomValues (36^8 ≈ 2.8 × 10^12 per second).
 * Layout: letter D|R|A|X, yyMMddHHmmss in Seoul time, 8 characters [0-9A-Z] — 21 characters.
 */
import { seoulParts } from './dates';
import type { ReserveEntryLetter } from './enums';

export const RESERVE_ENTRY_ID_PATTERN = /^[DRAX]\d{12}[0-9A-Z]{8}$/;
export const RESERVE_ENTRY_ID_LENGTH = 21;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RANDOM_LENGTH = 8;
/** Largest multiple of 36 below 256: bytes at or above it are redrawn so every char is equally likely. */
const UNBIASED_LIMIT = 252;

export type RandomBytes = (length: number) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

function randomChars(count: number, randomBytes: RandomBytes): string {
  let out = '';
  while (out.length < count) {
    for (const byte of randomBytes(count * 2)) {
      if (byte < UNBIASED_LIMIT) out += ALPHABET[byte % 36];
      if (out.length === count) break;
    }
  }
  return out;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A new reserveEntryId, e.g. R261122143005K3Z9Q0WB. `randomBytes` is for tests only. */
export function newReserveEntryId(
  type: ReserveEntryLetter,
  now: Date,
  randomBytes: RandomBytes = cryptoRandomBytes,
): string {
  const p = seoulParts(now);
  const stamp = `${pad2(p.year % 100)}${pad2(p.month)}${pad2(p.day)}${pad2(p.hour)}${pad2(p.minute)}${pad2(p.second)}`;
  return `${type}${stamp}${randomChars(RANDOM_LENGTH, randomBytes)}`;
}

/** Whether a string has the layout above and its stamp is a real date and time. */
export function isReserveEntryId(value: unknown): value is string {
  if (typeof value !== 'string' || !RESERVE_ENTRY_ID_PATTERN.test(value)) return false;
  const [yy, mm, dd, hh, mi, ss] = [1, 3, 5, 7, 9, 11].map((i) =>
    Number(value.slice(i, i + 2)),
  ) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(2000 + yy, mm - 1, dd));
  return (
    date.getUTCMonth() === mm - 1 &&
    date.getUTCDate() === dd &&
    mm >= 1 &&
    hh < 24 &&
    mi < 60 &&
    ss < 60
  );
}

/**
 * Operator passwords (decision 017): scrypt from node:crypto, run on libuv's thread pool so a
 * hash (about 50–100 ms at these costs) never blocks the event loop.
 *
 * Stored form: `scrypt$N$r$p$salt$hash`, salt (16 bytes) and hash (64 bytes) in base64url. The
 * parameters travel with each hash, so raising the cost later leaves old hashes verifiable.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** CPU/memory cost 2^15, block size 8, parallelism 1: 32 MiB and tens of ms per hash. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/**
 * Bounds on parameters read back from a stored hash: a corrupt row must not make one login
 * allocate gigabytes. 2^15..2^20, r ≤ 16, p ≤ 4 covers any cost this venue would choose.
 */
const MAX_N = 2 ** 20;
const MAX_R = 16;
const MAX_P = 4;

/**
 * scrypt needs 128·N·r bytes (32 MiB at our parameters); Node's default `maxmem` is exactly
 * 32 MiB and refuses it, so the ceiling follows the parameters with room for OpenSSL's overhead.
 */
const maxmemFor = (N: number, r: number) => 128 * N * r * 2;

function deriveKey(
  password: string,
  salt: Buffer,
  keyLength: number,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: maxmemFor(params.N, params.r) };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * A new hash of `password` with a fresh random salt, in the stored form. The app always hashes
 * at SCRYPT_PARAMS; the server tests' operator fixtures pass a cheaper cost (a hash here takes
 * about 240 ms of a CI core, and hundreds of fixtures would spend minutes on it), which
 * `verifyPassword` reads back from the stored form like any older cost.
 */
export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, params);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, nText, rText, pText, saltText = '', keyText = ''] = parts;
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  const powerOfTwo = Number.isInteger(N) && N >= 2 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N) return null;
  if (!Number.isInteger(r) || r < 1 || r > MAX_R) return null;
  if (!Number.isInteger(p) || p < 1 || p > MAX_P) return null;
  if (!BASE64URL.test(saltText) || !BASE64URL.test(keyText)) return null;
  const salt = Buffer.from(saltText, 'base64url');
  const key = Buffer.from(keyText, 'base64url');
  if (salt.length < 8 || key.length < 32) return null;
  return { N, r, p, salt, key };
}

/**
 * Whether `password` matches `stored`. The comparison takes the same time wherever the keys
 * differ (timingSafeEqual). A malformed stored value never matches and never throws.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash no password is known to match, made once per process with the current parameters. A
 * login for an unknown id is verified against it, so it costs the same time as a wrong password
 * and the answer's timing does not tell which login ids exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

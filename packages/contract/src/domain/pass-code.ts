/**
 * The device-bound pass's rotating code (decision 070), without zod so the phone, the scanner and
 * the server share one reading of it.
 *
 * - The phone holds a non-extractable ECDSA P-256 key (Web Crypto, IndexedDB) registered with the
 *   day's pass. Every 15-second step it signs `passMessage(passIdx, step)` and shows
 *   `PASS_CODE_PREFIX` + base45(version, passIdx, step, signature): 73 bytes, 114 characters of
 *   the QR alphanumeric alphabet.
 * - The door accepts a step within ±`PASS_STEP_TOLERANCE` of its own clock's step, so a value is
 *   at most 30 seconds old: a screenshot lapses, and only the phone's key can sign the next one.
 * - The typed 8-character code under the QR is HMAC-SHA-256 of `typedCodeMessage(passIdx, step)`
 *   under a key both ends derive by ECDH (the phone's non-extractable ECDH key and the server's
 *   public key), cut to 40 bits in the entry-code alphabet. The phone never receives that secret;
 *   the server derives it, and a scanner downloads it for offline checks.
 *
 * Web Crypto (`globalThis.crypto.subtle`) is the same API in browsers and in Node 24.
 */
import { ENTRY_CODE_ALPHABET, ENTRY_CODE_LENGTH } from './constants';

export const PASS_STEP_SECONDS = 15;
/** Steps either side of the verifier's own step that still count. */
export const PASS_STEP_TOLERANCE = 1;
/**
 * How old a value can be and still count, by the verifier's clock: made at the start of its step,
 * it counts to the end of the next (30 s), well inside the 45 s a screenshot must never pass.
 */
export const PASS_MAX_AGE_SECONDS = (PASS_STEP_TOLERANCE + 1) * PASS_STEP_SECONDS;
export const PASS_CODE_VERSION = 1;
/** Before the base45 text: marks the value as a pass code, and keeps its first character no space. */
export const PASS_CODE_PREFIX = 'VP1:';
const HEADER_BYTES = 9;
const SIGNATURE_BYTES = 64;
export const PASS_CODE_BYTES = HEADER_BYTES + SIGNATURE_BYTES;
/** 73 bytes are 36 pairs (3 characters each) and a last byte (2 characters). */
export const PASS_CODE_LENGTH = PASS_CODE_PREFIX.length + 36 * 3 + 2;

export const PASS_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const PASS_SIGNATURE_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;
export const PASS_ECDH_ALGORITHM = { name: 'ECDH', namedCurve: 'P-256' } as const;
export const PASS_CODE_HMAC_ALGORITHM = { name: 'HMAC', hash: 'SHA-256', length: 256 } as const;
/** A P-256 public key in raw (uncompressed point) form: 0x04, x, y. */
export const P256_RAW_PUBLIC_KEY_BYTES = 65;

const TYPED_CODE_LABEL = 'venue-pass-typed-code/v1';
const UINT32_MAX = 0xffffffff;

/** The 15-second step of an instant (ms since the epoch). */
export function passStep(epochMs: number): number {
  return Math.floor(epochMs / 1000 / PASS_STEP_SECONDS);
}

/** Whether a value of `step` counts at the verifier's `nowStep`. */
export function isStepAccepted(step: number, nowStep: number): boolean {
  return Math.abs(step - nowStep) <= PASS_STEP_TOLERANCE;
}

function assertUint32(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0 || value > UINT32_MAX) {
    throw new RangeError(`${name} must be an unsigned 32-bit integer`);
  }
}

/** The 9 signed bytes: the version, the pass id and the step, big-endian. */
export function passMessage(passIdx: number, step: number): Uint8Array<ArrayBuffer> {
  assertUint32(passIdx, 'passIdx');
  assertUint32(step, 'step');
  const bytes = new Uint8Array(HEADER_BYTES);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, PASS_CODE_VERSION);
  view.setUint32(1, passIdx);
  view.setUint32(5, step);
  return bytes;
}

/** The bytes the typed code's HMAC covers: a label of its own, so no QR signature can be one. */
export function typedCodeMessage(passIdx: number, step: number): Uint8Array<ArrayBuffer> {
  const label = new TextEncoder().encode(TYPED_CODE_LABEL);
  const bytes = new Uint8Array(label.length + HEADER_BYTES);
  bytes.set(label, 0);
  bytes.set(passMessage(passIdx, step), label.length);
  return bytes;
}

/** The first 40 bits of a MAC as 8 characters of the entry-code alphabet (5 bits each). */
export function typedCodeFromMac(mac: Uint8Array): string {
  if (mac.length < 5) throw new RangeError('mac too short');
  let bits = 0n;
  for (let i = 0; i < 5; i++) bits = (bits << 8n) | BigInt(mac[i] as number);
  let code = '';
  for (let i = ENTRY_CODE_LENGTH - 1; i >= 0; i--) {
    code += ENTRY_CODE_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  }
  return code;
}

export type DecodedPassCode = {
  passIdx: number;
  step: number;
  /** The signed bytes (passMessage of passIdx and step). */
  message: Uint8Array<ArrayBuffer>;
  /** ECDSA P-256 signature, r ‖ s (IEEE P1363, as Web Crypto makes and checks it). */
  signature: Uint8Array<ArrayBuffer>;
};

export function encodePassCode(passIdx: number, step: number, signature: Uint8Array): string {
  if (signature.length !== SIGNATURE_BYTES) throw new RangeError('signature must be 64 bytes');
  const bytes = new Uint8Array(PASS_CODE_BYTES);
  bytes.set(passMessage(passIdx, step), 0);
  bytes.set(signature, HEADER_BYTES);
  return PASS_CODE_PREFIX + base45Encode(bytes);
}

/** A scanned pass code's parts, or null for anything else (another version, length or alphabet). */
export function decodePassCode(text: string): DecodedPassCode | null {
  if (text.length !== PASS_CODE_LENGTH || !text.startsWith(PASS_CODE_PREFIX)) return null;
  const bytes = base45Decode(text.slice(PASS_CODE_PREFIX.length));
  if (!bytes || bytes.length !== PASS_CODE_BYTES || bytes[0] !== PASS_CODE_VERSION) return null;
  const view = new DataView(bytes.buffer);
  return {
    passIdx: view.getUint32(1),
    step: view.getUint32(5),
    message: bytes.slice(0, HEADER_BYTES),
    signature: bytes.slice(HEADER_BYTES),
  };
}

/** Whether text looks like a pass code (the prefix), before any decoding. */
export function isPassCodeText(text: string): boolean {
  return text.startsWith(PASS_CODE_PREFIX);
}

// ---------------------------------------------------------------------------------------------
// base45 (RFC 9285): the QR alphanumeric alphabet, 2 bytes → 3 characters, little end first.

const BASE45 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

export function base45Encode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    let n = (bytes[i] as number) * 256 + (bytes[i + 1] as number);
    for (let k = 0; k < 3; k++) {
      out += BASE45.charAt(n % 45);
      n = Math.floor(n / 45);
    }
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1] as number;
    out += BASE45.charAt(n % 45) + BASE45.charAt(Math.floor(n / 45));
  }
  return out;
}

/** Null when the text is not base45 (a character outside the alphabet, a length of 3k+1, overflow). */
export function base45Decode(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 3 === 1) return null;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let o = 0;
  for (let i = 0; i < text.length; i += 3) {
    const chunk = text.slice(i, i + 3);
    let n = 0;
    for (let k = chunk.length - 1; k >= 0; k--) {
      const digit = BASE45.indexOf(chunk[k] as string);
      if (digit < 0) return null;
      n = n * 45 + digit;
    }
    if (chunk.length === 3) {
      if (n > 0xffff) return null;
      out[o++] = n >> 8;
      out[o++] = n & 0xff;
    } else {
      if (n > 0xff) return null;
      out[o++] = n;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// base64url (keys travel as text in JSON)

export function toBase64Url(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null for text that is not base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Web Crypto: the same calls on the phone, the scanner and the server.

/** Web Crypto's types by inference: the DOM and Node's lib name them differently. */
type Subtle = typeof globalThis.crypto.subtle;
export type PassCryptoKey = Awaited<ReturnType<Subtle['importKey']>>;

function subtle(): Subtle {
  const found = globalThis.crypto?.subtle;
  if (!found) throw new Error('Web Crypto is not available');
  return found;
}

/** The phone's value for a step: sign with the device's private key and encode. */
export async function signPassCode(
  privateKey: PassCryptoKey,
  passIdx: number,
  step: number,
): Promise<string> {
  const signature = await subtle().sign(
    PASS_SIGNATURE_ALGORITHM,
    privateKey,
    passMessage(passIdx, step),
  );
  return encodePassCode(passIdx, step, new Uint8Array(signature));
}

/** A device's public signing key from its raw base64url form; null when it is no P-256 point. */
export async function importPassSigningKey(rawBase64Url: string): Promise<PassCryptoKey | null> {
  const raw = fromBase64Url(rawBase64Url);
  if (!raw || raw.length !== P256_RAW_PUBLIC_KEY_BYTES || raw[0] !== 4) return null;
  try {
    return await subtle().importKey('raw', raw, PASS_KEY_ALGORITHM, false, ['verify']);
  } catch {
    return null;
  }
}

/** Whether the decoded value's signature is the key's (the step is checked apart). */
export async function verifyPassSignature(
  publicKey: PassCryptoKey,
  decoded: DecodedPassCode,
): Promise<boolean> {
  try {
    return await subtle().verify(
      PASS_SIGNATURE_ALGORITHM,
      publicKey,
      decoded.signature,
      decoded.message,
    );
  } catch {
    return false;
  }
}

/** The typed code for a step under an HMAC key (the phone's derived one, or a scanner's import). */
export async function typedPassCode(
  hmacKey: PassCryptoKey,
  passIdx: number,
  step: number,
): Promise<string> {
  const mac = await subtle().sign('HMAC', hmacKey, typedCodeMessage(passIdx, step));
  return typedCodeFromMac(new Uint8Array(mac));
}

/** The typed code's secret (32 bytes, base64url, as the server derives it) as an HMAC key. */
export async function importTypedCodeSecret(
  secretBase64Url: string,
): Promise<PassCryptoKey | null> {
  const raw = fromBase64Url(secretBase64Url);
  if (raw?.length !== 32) return null;
  return subtle().importKey('raw', raw, PASS_CODE_HMAC_ALGORITHM, false, ['sign']);
}

/**
 * The phone's typed-code key: ECDH between its own non-extractable ECDH private key and the
 * server's public key (raw, base64url), as a non-extractable HMAC key. The server derives the
 * same 32 bytes (the shared point's x coordinate) from its private key and the phone's public key.
 */
export async function deriveTypedCodeKey(
  deviceEcdhPrivateKey: PassCryptoKey,
  serverPublicKeyBase64Url: string,
): Promise<PassCryptoKey> {
  const raw = fromBase64Url(serverPublicKeyBase64Url);
  if (!raw || raw.length !== P256_RAW_PUBLIC_KEY_BYTES) throw new Error('bad server key');
  const serverPublic = await subtle().importKey('raw', raw, PASS_ECDH_ALGORITHM, false, []);
  return subtle().deriveKey(
    { name: 'ECDH', public: serverPublic },
    deviceEcdhPrivateKey,
    PASS_CODE_HMAC_ALGORITHM,
    false,
    ['sign'],
  );
}

/** A short id for a device's signing key: the first 12 bytes of its SHA-256, base64url (16 chars). */
export async function passKeyId(signingKeyBase64Url: string): Promise<string> {
  const raw = fromBase64Url(signingKeyBase64Url);
  if (!raw) throw new Error('bad key');
  const digest = await subtle().digest('SHA-256', raw);
  return toBase64Url(new Uint8Array(digest).slice(0, 12));
}

/**
 * What the keys download holds of a pass's daily QR and static entry code instead of the values
 * (decision 070): base64url SHA-256 of the UUID in lower case and of the code in upper case. The
 * server writes them and the scanner looks a scanned value up by them, so both read this one.
 */
export async function qrUuidHash(qrUuid: string): Promise<string> {
  return sha256Base64Url(qrUuid.toLowerCase());
}

export async function entryCodeHash(entryCode: string): Promise<string> {
  return sha256Base64Url(entryCode.toUpperCase());
}

async function sha256Base64Url(text: string): Promise<string> {
  const digest = await subtle().digest('SHA-256', new TextEncoder().encode(text));
  return toBase64Url(new Uint8Array(digest));
}

/**
 * The server's side of the device-bound pass (decision 070): its ECDH key for the typed code, the
 * typed-code secrets it derives with each phone's ECDH key, and per-instance caches that keep the
 * door's ordinary scan as fast as before.
 *
 * The ECDH private key is derived from the server's existing secret (the JWT secret) with
 * HKDF-SHA-256, so every instance derives the same key and phones registered through one instance
 * type codes another instance checks. Nothing here is logged: a phone's codeKey is public, but a
 * derived secret mints typed codes.
 */
import { createECDH, createHmac, hkdfSync } from 'node:crypto';
import {
  fromBase64Url,
  importPassSigningKey,
  P256_RAW_PUBLIC_KEY_BYTES,
  type PassCryptoKey,
  toBase64Url,
  typedCodeFromMac,
  typedCodeMessage,
} from '@venue/contract';
import { createTypedCodeIndex, type TypedCodeIndex } from './typed-code-index';

const ECDH_INFO = 'venue-pass-code-ecdh/v1';
/** The order n of P-256's group: a private scalar lies in [1, n − 1]. */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
/** Caches are bounded so a flood of made-up keys cannot grow them without end. */
const MAX_CACHED_KEYS = 20_000;

function bigintOf(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const byte of bytes) n = (n << 8n) | BigInt(byte);
  return n;
}

/**
 * The 32-byte private scalar: HKDF-SHA-256 of the secret with info `venue-pass-code-ecdh/v1` and a
 * counter byte, the counter moving on in the (2^-32) case the bytes are not a valid scalar.
 */
export function deriveServerCodeScalar(secret: string): Buffer {
  for (let counter = 0; counter < 256; counter++) {
    const info = Buffer.concat([Buffer.from(ECDH_INFO), Buffer.from([counter])]);
    const scalar = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
    const n = bigintOf(scalar);
    if (n > 0n && n < P256_ORDER) return scalar;
  }
  throw new Error('no valid P-256 scalar');
}

/** Set with a bound: when full, the oldest half goes (insertion order). */
function remember<K, V>(map: Map<K, V>, key: K, value: V): V {
  if (map.size >= MAX_CACHED_KEYS) {
    let drop = map.size / 2;
    for (const old of map.keys()) {
      if (drop-- <= 0) break;
      map.delete(old);
    }
  }
  map.set(key, value);
  return value;
}

export interface PassCodes {
  /** The server's ECDH public key, raw uncompressed, base64url (87 characters). */
  readonly serverCodeKey: string;
  /**
   * The typed code's 32-byte secret shared with the phone whose ECDH key is `codeKey` (raw,
   * base64url), base64url; null when codeKey is no P-256 point.
   */
  typedCodeSecret(codeKey: string): string | null;
  /** The typed code of a step under a device's secret (the phone's typedPassCode, in Node). */
  typedCode(codeKey: string, passIdx: number, step: number): string | null;
  /** A phone's public signing key for verify, imported once per instance. */
  signingKey(rawBase64Url: string): Promise<PassCryptoKey | null>;
  /** This instance's index of the day's typed codes (typed-code-index.ts). */
  readonly typedCodes: TypedCodeIndex;
}

export function createPassCodes(secret: string): PassCodes {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(deriveServerCodeScalar(secret));
  const serverCodeKey = toBase64Url(ecdh.getPublicKey());
  const secrets = new Map<string, Buffer | null>();
  const signingKeys = new Map<string, Promise<PassCryptoKey | null>>();

  function secretOf(codeKey: string): Buffer | null {
    const cached = secrets.get(codeKey);
    if (cached !== undefined) return cached;
    const raw = fromBase64Url(codeKey);
    let shared: Buffer | null = null;
    if (raw && raw.length === P256_RAW_PUBLIC_KEY_BYTES && raw[0] === 4) {
      try {
        // computeSecret throws for a point off the curve: exactly the check registration needs.
        shared = ecdh.computeSecret(raw);
      } catch {
        shared = null;
      }
    }
    return remember(secrets, codeKey, shared);
  }

  function typedCode(codeKey: string, passIdx: number, step: number) {
    const shared = secretOf(codeKey);
    if (!shared) return null;
    // Node's HMAC rather than Web Crypto's: synchronous and several times faster for the
    // typed-code index, with the contract's message and cut so both ends agree.
    const mac = createHmac('sha256', shared).update(typedCodeMessage(passIdx, step)).digest();
    return typedCodeFromMac(mac);
  }

  return {
    serverCodeKey,
    typedCodes: createTypedCodeIndex(typedCode),
    typedCode,
    typedCodeSecret(codeKey) {
      const shared = secretOf(codeKey);
      return shared ? toBase64Url(shared) : null;
    },
    signingKey(raw) {
      return signingKeys.get(raw) ?? remember(signingKeys, raw, importPassSigningKey(raw));
    },
  };
}

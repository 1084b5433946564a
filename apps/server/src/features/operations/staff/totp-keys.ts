/**
 * The keys of two-factor login (decision 035), each derived from the server secret (JWT_SECRET,
 * or DATA_DIR/jwt-secret) with HKDF-SHA256 for one purpose only:
 *
 * - `secretKey`: AES-256-GCM over the operators' TOTP secrets at rest (`sealTotpSecret`);
 * - `challengeKey`: HS256 over the login's challenge tokens (totp-challenge.ts);
 * - `bindingKey`: HMAC of what a challenge is bound to (the operator's row as the password saw it).
 *
 * A sealed secret is `v1.<iv>.<tag>.<ciphertext>` (base64url; a fresh 12-byte IV each time) with
 * the operator's number as additional data, so a value copied into another operator's row does
 * not open. A new server secret makes every sealed secret unreadable: those operators' two-factor
 * login must then be reset (decision 035).
 */
import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import type { AppConfig } from '../../../config';

export interface TotpKeys {
  secretKey: Buffer;
  challengeKey: KeyObject;
  bindingKey: Buffer;
  /** the challenge's issuer: the venue's origin */
  issuer: string;
}

const SALT = 'venue-operator-totp';

const derive = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), SALT, purpose, 32));

export function totpKeys(config: Pick<AppConfig, 'jwtSecret' | 'publicOrigin'>): TotpKeys {
  return {
    secretKey: derive(config.jwtSecret, 'totp-secret-aes-256-gcm/v1'),
    challengeKey: createSecretKey(derive(config.jwtSecret, 'totp-login-challenge-hs256/v1')),
    bindingKey: derive(config.jwtSecret, 'totp-login-binding-hmac/v1'),
    issuer: config.publicOrigin,
  };
}

const VERSION = 'v1';
const additionalData = (operatorIdx: number) => Buffer.from(`operator-totp:${operatorIdx}`);

/** The base32 secret of `operatorIdx`, encrypted for its row. */
export function sealTotpSecret(keys: TotpKeys, operatorIdx: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.secretKey, iv);
  cipher.setAAD(additionalData(operatorIdx));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The secret sealed in `stored` for `operatorIdx`, or null when it does not open: another key
 * (the server secret changed), another operator's row, or a damaged value.
 */
export function openTotpSecret(keys: TotpKeys, operatorIdx: number, stored: string): string | null {
  const [version, iv, tag, sealed, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !sealed || rest.length > 0) return null;
  try {
    // A 16-byte tag only: GCM would otherwise accept a truncated one.
    const decipher = createDecipheriv('aes-256-gcm', keys.secretKey, Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(additionalData(operatorIdx));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

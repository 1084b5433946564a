/**
 * SOLAPI's request signature, both ways: the client signs each request, the sandbox provider
 * checks it. `Authorization: HMAC-SHA256 apiKey=…, date=…, salt=…, signature=…` where the
 * signature is HMAC-SHA256(apiSecret, date + salt) in hex (as solapi-nodejs's
 * src/lib/authenticator.ts builds it; date is ISO 8601, salt 32 random characters).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { constantTimeEqual } from '../../../lib/constant-time';

export interface SolapiKeys {
  apiKey: string;
  apiSecret: string;
}

/** How far a signed request's date may be from the receiver's clock. */
export const SIGNATURE_WINDOW_MS = 15 * 60_000;

const SALT_ALPHABET = '1234567890abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

function salt(): string {
  const bytes = randomBytes(32);
  return Array.from(bytes, (byte) => SALT_ALPHABET[byte % SALT_ALPHABET.length]).join('');
}

function sign(secret: string, date: string, saltText: string): string {
  return createHmac('sha256', secret)
    .update(date + saltText)
    .digest('hex');
}

export function authorizationHeader(keys: SolapiKeys, now = new Date()): string {
  const date = now.toISOString();
  const saltText = salt();
  return `HMAC-SHA256 apiKey=${keys.apiKey}, date=${date}, salt=${saltText}, signature=${sign(keys.apiSecret, date, saltText)}`;
}

const HEADER =
  /^HMAC-SHA256 apiKey=([^,\s]+), date=([^,\s]+), salt=([^,\s]+), signature=([0-9a-f]{64})$/;

/** Whether `header` was signed with `keys` within the window of `now`. */
export function verifyAuthorization(
  header: string | undefined,
  keys: SolapiKeys,
  now = new Date(),
): boolean {
  const match = HEADER.exec(header ?? '');
  if (!match) return false;
  const [, apiKey = '', date = '', saltText = '', signature = ''] = match;
  const at = Date.parse(date);
  if (Number.isNaN(at) || Math.abs(now.getTime() - at) > SIGNATURE_WINDOW_MS) return false;
  return (
    constantTimeEqual(apiKey, keys.apiKey) &&
    constantTimeEqual(signature, sign(keys.apiSecret, date, saltText))
  );
}

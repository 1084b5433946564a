/**
 * What staff scan or type at the door (decisions 017, 070), without zod so the staff console can
 * use it in the browser: a device-bound pass's rotating code, a QR's UUID (a pass without a
 * device), or the 8-character entry code shown under the member's QR.
 * The server parses the same way (features/checkin), so client and server agree on garbage.
 */

import { ENTRY_CODE_ALPHABET, ENTRY_CODE_LENGTH } from './constants';
import { type DecodedPassCode, decodePassCode, isPassCodeText } from './pass-code';

export { ENTRY_CODE_ALPHABET, ENTRY_CODE_LENGTH };

/**
 * The UUID shape zod's `z.uuid()` accepts (RFC 9562: version 1–8 and the variant bits, plus the
 * nil and max UUIDs), spelled out here so this module needs no zod.
 */
const UUID_PATTERN =
  /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** ABCDEFGH → ABCD-EFGH, as the member's screen shows it. */
export function formatEntryCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export type QrInput =
  | { kind: 'pass'; code: string; decoded: DecodedPassCode }
  | { kind: 'uuid'; qrUuid: string }
  | { kind: 'entryCode'; entryCode: string };

/**
 * What staff typed or scanned, normalized: a pass code as scanned and decoded, a QR's UUID in lower case, or an entry code in upper
 * case without spaces or dashes. Null when it can be neither.
 */
export function parseQrInput(text: string): QrInput | null {
  const trimmed = text.trim();
  // A pass code never starts or ends with a space (its prefix; its last byte's two digits).
  if (isPassCodeText(trimmed)) {
    const decoded = decodePassCode(trimmed);
    return decoded ? { kind: 'pass', code: trimmed, decoded } : null;
  }
  if (UUID_PATTERN.test(trimmed)) return { kind: 'uuid', qrUuid: trimmed.toLowerCase() };
  const code = trimmed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== ENTRY_CODE_LENGTH) return null;
  for (const char of code) if (!ENTRY_CODE_ALPHABET.includes(char)) return null;
  return { kind: 'entryCode', entryCode: code };
}

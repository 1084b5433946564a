/**
 * Signed links a visitor opens without logging in: the reminder's 갈게요 and
 * 못 가요, and an entry's calendar file. Each names one row (`id`) for one purpose, with an
 * optional expiry, and carries an HMAC-SHA256 of both under a key derived from the server secret
 * for that purpose alone: a 갈게요 link can never pass as a 못 가요 link, a calendar link or a
 * login. Compact (`123-1767225600-<22 characters>`), so it fits a 알림톡 button, and without a
 * dot, so a page path holding it never looks like a file.
 */
import { createHmac } from 'node:crypto';
import { constantTimeEqual } from './constant-time';

export type LinkPurpose = 'visit-coming' | 'visit-not-coming' | 'calendar';

/** 128 bits of the MAC, base64url. */
const SIGNATURE_LENGTH = 22;

function signature(secret: string, purpose: LinkPurpose, data: string): string {
  const key = createHmac('sha256', secret).update(`signed-link:${purpose}`).digest();
  return createHmac('sha256', key).update(data).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

/** A link token for row `id`, valid until `expiresAt` (null: no expiry). */
export function signLink(
  secret: string,
  purpose: LinkPurpose,
  id: number,
  expiresAt: Date | null,
): string {
  const data = `${id}-${expiresAt ? Math.floor(expiresAt.getTime() / 1000) : 0}`;
  return `${data}-${signature(secret, purpose, data)}`;
}

export type LinkCheck =
  | { ok: true; id: number; expiresAt: Date | null }
  | { ok: false; reason: 'invalid' | 'expired'; id?: number };

/** Checks a token for `purpose`: its row, or why it is refused (an expired link names its row). */
export function verifyLink(
  secret: string,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): LinkCheck {
  const match = /^(\d{1,10})-(\d{1,11})-([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, idText = '', expText = '', given = ''] = match;
  if (!constantTimeEqual(signature(secret, purpose, `${idText}-${expText}`), given)) {
    return { ok: false, reason: 'invalid' };
  }
  const id = Number(idText);
  const exp = Number(expText);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = exp === 0 ? null : new Date(exp * 1000);
  if (expiresAt && now.getTime() >= expiresAt.getTime()) {
    return { ok: false, reason: 'expired', id };
  }
  return { ok: true, id, expiresAt };
}

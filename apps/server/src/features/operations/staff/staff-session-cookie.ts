/**
 * The staff session's token and cookie (decision 017). The cookie holds 32 random bytes
 * (base64url, 43 characters); the database keeps only their SHA-256, so a leaked table row
 * cannot be replayed as a cookie.
 *
 * The cookie is `HttpOnly` (no script reads it), `SameSite=Strict` (no cross-site request
 * carries it), `Path=/api/staff` (member calls never receive it) and `Secure` when the venue is
 * served over https. Member tokens travel in `x-access-token` instead, and each side reads only
 * its own credential (plugins/staff-auth.ts, plugins/member-auth.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { cookieValue } from '../../../lib/cookies';

export const STAFF_COOKIE = 'venue_staff';
export const STAFF_COOKIE_PATH = '/api/staff';
/** A session lasts one working day at most; then the console asks for the password again. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** Exactly what `newSessionToken` makes; anything else in the cookie is not looked up at all. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The key of `operator_sessions`: SHA-256 of the token, 64 lowercase hex characters. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The session token in a Cookie header, or null when absent or not of our shape. */
export function staffSessionToken(cookieHeader: string | undefined): string | null {
  const token = cookieValue(cookieHeader, STAFF_COOKIE);
  return token !== null && TOKEN_SHAPE.test(token) ? token : null;
}

/** Secure only over https: on http://localhost a Secure cookie would never come back. */
const attributes = (secure: boolean) =>
  `Path=${STAFF_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The Set-Cookie value that starts a session. */
export function sessionCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(STAFF_SESSION_TTL_MS / 1000);
  return `${STAFF_COOKIE}=${token}; Max-Age=${maxAge}; ${attributes(secure)}`;
}

/** The Set-Cookie value that makes the browser drop the session cookie (logout). */
export function clearedSessionCookie(secure: boolean): string {
  return `${STAFF_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}

/** Whether cookies get `Secure`: the visitor-facing origin is https. */
export const secureCookies = (publicOrigin: string) => publicOrigin.startsWith('https:');

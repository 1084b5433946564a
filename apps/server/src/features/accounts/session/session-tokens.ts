/**
 * Member access tokens (spec 000 §7–8): HS256 JWTs sent as `x-access-token`.
 *
 * Everything here is pure apart from the clock, which every function takes as `now` so tests
 * can pin it. Whether the member still exists and the token's version is still current is a
 * database question answered in session.service.ts (authenticateMember); this module only answers "did we sign this,
 * for this audience, as a member token, and is it still within its lifetime".
 */
import {
  createHmac,
  createSecretKey,
  type KeyObject,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { MAX_ID } from '@venue/contract';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { AppError } from '../../../lib/app-error';

/** 14 days: long enough for a visit season, short enough that a leaked token dies on its own. */
export const MEMBER_TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;
/** A token with less than this left is replaced through `new-access-token` (spec 000 §7). */
export const MEMBER_TOKEN_RENEW_WITHIN_SECONDS = 3 * 24 * 60 * 60;
/** Phones' clocks drift; a few seconds either way must not log anyone out. */
export const CLOCK_TOLERANCE_SECONDS = 30;
/** Only the web app consumes member tokens; a token minted for another audience is refused. */
export const MEMBER_TOKEN_AUDIENCE = 'venue-web';
/**
 * The `typ` claim keeps token kinds apart: staff tokens (later, `typ: 'staff'`) are signed with
 * the same secret, and neither kind may pass as the other.
 */
export const MEMBER_TOKEN_TYPE = 'member';
/** Far above a real token (~250 bytes); refuses junk before any parsing. */
const MAX_TOKEN_LENGTH = 2048;

export interface MemberTokenKey {
  readonly key: KeyObject;
  readonly issuer: string;
}

/** Builds the signing key once from the configuration (the secret is at least 32 characters). */
export function memberTokenKey(
  config: Pick<AppConfig, 'jwtSecret' | 'publicOrigin'>,
): MemberTokenKey {
  return {
    key: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
    issuer: config.publicOrigin,
  };
}

export interface MemberTokenSubject {
  userIdx: number;
  tokenVersion: number;
  /**
   * The provider this session logged in with (tid | kakao | vip), kept in the token as `lt` so
   * getuserinfo can answer loginType and the current login cannot be unlinked (spec 001 §5).
   * Null for sessions made without one (tests, the sandbox session aid before it says one).
   */
  loginType?: string | null;
}

export interface VerifiedMemberToken extends MemberTokenSubject {
  expiresAt: Date;
}

export async function signMemberToken(
  signing: MemberTokenKey,
  subject: MemberTokenSubject,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    ver: subject.tokenVersion,
    typ: MEMBER_TOKEN_TYPE,
    ...(subject.loginType ? { lt: subject.loginType } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(subject.userIdx))
    .setIssuer(signing.issuer)
    .setAudience(MEMBER_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + MEMBER_TOKEN_LIFETIME_SECONDS)
    .setJti(randomUUID())
    .sign(signing.key);
}

/** The claims we rely on, checked after the signature so a forged payload never gets here. */
const memberClaims = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  iat: z.number(),
  nbf: z.number().optional(),
  // A member id: 1..2147483647 (int4), so a signed but impossible subject is a 401, not a query.
  sub: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .refine((sub) => Number(sub) <= MAX_ID),
  ver: z.number().int().nonnegative(),
  typ: z.literal(MEMBER_TOKEN_TYPE),
  exp: z.number().int(),
  jti: z.string().min(1),
  lt: z.enum(['tid', 'kakao', 'vip']).optional(),
});

/** A JSON object from one base64url part of a JWT, or null. */
function decodePart(part: string): Record<string, unknown> | null {
  // Canonical base64url only: a re-encoding must give the same text back.
  const bytes = Buffer.from(part, 'base64url');
  if (bytes.toString('base64url') !== part) return null;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The payload of a compact JWS that we signed with `key` as HS256, or null. Verified with
 * node:crypto in the request's own turn (decision 011 addendum): jose v6 verifies through WebCrypto, whose
 * every call is a thread-pool job costing about 0.3 ms of CPU, a fifth of a booking's total.
 * Only `{"alg":"HS256"}` headers pass (no `none`, no other algorithm, no `crit` extensions) and
 * the signature is compared in constant time.
 */
function verifiedPayload(token: string, key: KeyObject): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  if (header?.alg !== 'HS256' || 'crit' in header) return null;
  if (header.typ !== undefined && header.typ !== 'JWT') return null;
  const signature = Buffer.from(signaturePart, 'base64url');
  if (signature.toString('base64url') !== signaturePart) return null;
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return decodePart(payloadPart);
}

/**
 * Checks signature, algorithm, issuer, audience, lifetime and token kind. Throws 498
 * TOKEN_EXPIRED for a genuine token past its expiry and 401 UNAUTHORIZED for anything else.
 * The expiry is only examined after the signature verified, so a forged "expired" token is 401.
 */
export async function verifyMemberToken(
  signing: MemberTokenKey,
  token: string,
  now: Date = new Date(),
): Promise<VerifiedMemberToken> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw unauthorized();
  const payload = verifiedPayload(token, signing.key);
  if (!payload) throw unauthorized();
  const claims = memberClaims.safeParse(payload);
  if (!claims.success) throw unauthorized();
  const { iss, aud, iat, nbf } = claims.data;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (iss !== signing.issuer || !audiences.includes(MEMBER_TOKEN_AUDIENCE)) throw unauthorized();
  const seconds = Math.floor(now.getTime() / 1000);
  // Not yet valid, or issued in the future beyond the phones' clock drift.
  if (
    (nbf !== undefined && nbf > seconds + CLOCK_TOLERANCE_SECONDS) ||
    iat > seconds + CLOCK_TOLERANCE_SECONDS
  ) {
    throw unauthorized();
  }
  if (claims.data.exp <= seconds - CLOCK_TOLERANCE_SECONDS) throw tokenExpired();
  return {
    userIdx: Number(claims.data.sub),
    tokenVersion: claims.data.ver,
    loginType: claims.data.lt ?? null,
    expiresAt: new Date(claims.data.exp * 1000),
  };
}

/** True when the token has so little time left that the response should carry a fresh one. */
export function shouldRenewMemberToken(expiresAt: Date, now: Date = new Date()): boolean {
  return expiresAt.getTime() - now.getTime() < MEMBER_TOKEN_RENEW_WITHIN_SECONDS * 1000;
}

/** Spec 000 §8: the client drops the token on 401 and on 498 alike. */
export function unauthorized(): AppError {
  return new AppError(401, 'UNAUTHORIZED');
}

export function tokenExpired(): AppError {
  return new AppError(498, 'TOKEN_EXPIRED');
}

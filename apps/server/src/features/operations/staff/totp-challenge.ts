/**
 * The login's challenge for two-factor login (decision 035): after the right password of an
 * operator with TOTP on, the server answers this signed token instead of a session, and
 * POST /api/staff/login/totp takes it back with the code. HS256 under a key of its own
 * (totp-keys.ts), audience and type of its own, so it passes for nothing else; 5 minutes.
 *
 * It is bound to the operator as the password step saw them: `bnd` is an HMAC of the operator's
 * number, password hash, the time TOTP was turned on and the last step accepted. A new password,
 * a TOTP reset or re-enrolment, or any code accepted since (a completed login) changes one of
 * them, and the challenge is refused: each challenge completes one login at most.
 */
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { OperatorRow } from './staff.repository';
import type { TotpKeys } from './totp-keys';

export const TOTP_CHALLENGE_LIFETIME_SECONDS = 5 * 60;
const AUDIENCE = 'venue-staff-login';
const TYPE = 'staff-totp-challenge';

export interface TotpChallenge {
  operatorIdx: number;
  loginId: string;
  binding: string;
}

const claims = z.object({
  typ: z.literal(TYPE),
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  lid: z.string().min(1).max(40),
  bnd: z.string().min(1).max(64),
});

/** What the challenge is bound to, for the operator's row as it is now. */
export function challengeBinding(keys: TotpKeys, row: OperatorRow): string {
  return createHmac('sha256', keys.bindingKey)
    .update(
      [
        row.operatorIdx,
        row.passwordHash,
        row.totpEnabledAt?.getTime() ?? '',
        row.totpLastStep ?? '',
      ].join('\n'),
    )
    .digest('base64url');
}

export async function signTotpChallenge(
  keys: TotpKeys,
  row: OperatorRow,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: TYPE, lid: row.loginId, bnd: challengeBinding(keys, row) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(row.operatorIdx))
    .setIssuer(keys.issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOTP_CHALLENGE_LIFETIME_SECONDS)
    .sign(keys.challengeKey);
}

export const totpChallengeExpired = () => new AppError(401, 'STAFF_LOGIN_EXPIRED');

/** The challenge's claims; 401 STAFF_LOGIN_EXPIRED when forged, expired or of another kind. */
export async function verifyTotpChallenge(
  keys: TotpKeys,
  token: string,
  now: Date,
): Promise<TotpChallenge> {
  try {
    const { payload } = await jwtVerify(token, keys.challengeKey, {
      algorithms: ['HS256'],
      issuer: keys.issuer,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    const parsed = claims.parse(payload);
    return { operatorIdx: Number(parsed.sub), loginId: parsed.lid, binding: parsed.bnd };
  } catch {
    throw totpChallengeExpired();
  }
}

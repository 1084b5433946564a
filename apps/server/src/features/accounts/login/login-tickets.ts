/**
 * Login tickets: the server's signed word that a visitor who is not a member yet really logged in
 * with a provider as a given subject. Handed out by the login call (existYn N) and
 * required by signup and account linking, which take the provider ids from here, never from the
 * request body. HS256 with a key derived from the server secret for this purpose alone, so a
 * ticket can never pass as a member token or the other way round; 30 minutes.
 */
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { AppError } from '../../../lib/app-error';

export const LOGIN_TICKET_LIFETIME_SECONDS = 30 * 60;
const AUDIENCE = 'venue-signup';
const TYPE = 'login-ticket';

export interface LoginTicket {
  provider: 'kakao' | 'tid' | 'vip';
  subId: string;
  subsId: string | null;
  /** VIP logins: the key that was used */
  vipKeyIdx: number | null;
}

export interface LoginTicketKey {
  key: KeyObject;
  issuer: string;
}

export function loginTicketKey(config: Pick<AppConfig, 'jwtSecret' | 'publicOrigin'>) {
  const derived = createHmac('sha256', config.jwtSecret).update('login-ticket-key').digest();
  return { key: createSecretKey(derived), issuer: config.publicOrigin } satisfies LoginTicketKey;
}

const ticketClaims = z.object({
  typ: z.literal(TYPE),
  prv: z.enum(['kakao', 'tid', 'vip']),
  sub: z.string().min(1).max(200),
  sbs: z.string().max(200).nullable(),
  vk: z.number().int().positive().nullable(),
});

export async function signLoginTicket(
  signing: LoginTicketKey,
  ticket: LoginTicket,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: TYPE, prv: ticket.provider, sbs: ticket.subsId, vk: ticket.vipKeyIdx })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(ticket.subId)
    .setIssuer(signing.issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LOGIN_TICKET_LIFETIME_SECONDS)
    .sign(signing.key);
}

export async function verifyLoginTicket(
  signing: LoginTicketKey,
  token: string,
  now: Date = new Date(),
): Promise<LoginTicket> {
  try {
    const { payload } = await jwtVerify(token, signing.key, {
      algorithms: ['HS256'],
      issuer: signing.issuer,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    const claims = ticketClaims.parse(payload);
    return {
      provider: claims.prv,
      subId: claims.sub,
      subsId: claims.sbs,
      vipKeyIdx: claims.vk,
    };
  } catch {
    // 400: a 401 would make the client drop a member's session token (spec 000 §8).
    throw new AppError(400, 'LOGIN_TICKET_EXPIRED');
  }
}

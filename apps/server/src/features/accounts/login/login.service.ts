/**
 * Logging in (spec 000 §4 Login): start an OAuth login, finish it with the
 * code the provider returned, or log in with a VIP access key. An existing member gets a session
 * token; anyone else gets a login ticket for identification and signup.
 */
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { type AuthLoginResult, isVipAccessKey } from '@venue/contract';
import type { AppConfig } from '../../../config';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { memberTokenKey, signMemberToken } from '../session/session-tokens';
import {
  claimOAuthState,
  claimVipKeyUse,
  deleteOldOAuthStates,
  findActiveMemberForLogin,
  findMemberByIdentity,
  findVipKeyByHash,
  insertIdentity,
  insertOAuthState,
  insertVipKey,
  listIdentities,
  type MemberLoginRow,
  recordLogin,
} from './login.repository';
import { type LoginTicket, loginTicketKey, signLoginTicket } from './login-tickets';
import { type OAuthClient, OAuthExchangeError, type OAuthProviderName } from './oauth-clients';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export const loginMessages = {
  providerUnavailable: '지금은 이 방법으로 로그인할 수 없습니다. 다른 로그인 방법을 이용해 주세요.',
  linkNeedsMember: '계정을 연결하려면 먼저 로그인해 주세요.',
  linkedElsewhere: '이미 다른 회원 계정에 연결된 로그인입니다.',
  providerAlreadyLinked:
    '이미 같은 종류의 다른 계정이 연결되어 있습니다. 연결을 해제한 뒤 다시 시도해 주세요.',
  vipUsedUp: 'VIP 입장 키의 사용 가능 횟수를 모두 사용했습니다. 현장 직원에게 문의해 주세요.',
} as const;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface LoginDeps {
  db: Database;
  config: AppConfig;
  clients: Partial<Record<OAuthProviderName, OAuthClient>>;
}

/** POST /api/auth/authorize: a one-time state bound to this browser, and the provider's URL. */
export async function startAuthorization(
  deps: LoginDeps,
  input: {
    provider: OAuthProviderName;
    purpose: 'login' | 'link';
    browserBinding: string;
    memberIdx: number | null;
  },
  now: Date = new Date(),
): Promise<{ url: string }> {
  const client = deps.clients[input.provider];
  if (!client) throw new AppError(503, 'SERVICE_UNAVAILABLE', loginMessages.providerUnavailable);
  if (input.purpose === 'link' && input.memberIdx === null) {
    throw new AppError(401, 'UNAUTHORIZED', loginMessages.linkNeedsMember);
  }
  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const codeVerifier = randomBytes(48).toString('base64url');
  let url: string;
  try {
    url = await client.authorizationUrl({ state, nonce, codeVerifier });
  } catch {
    throw new AppError(503, 'SERVICE_UNAVAILABLE', loginMessages.providerUnavailable);
  }
  // Housekeeping on the way: states are only evidence for a day after they expire or are used.
  await deleteOldOAuthStates(deps.db, new Date(now.getTime() - 86_400_000));
  await insertOAuthState(deps.db, {
    stateHash: sha256(state),
    provider: input.provider,
    purpose: input.purpose,
    codeVerifier,
    nonce,
    browserHash: sha256(input.browserBinding),
    userIdx: input.purpose === 'link' ? input.memberIdx : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
  return { url };
}

// 400, not 401: the client reads 401/498 as "your session ended" and would drop a member's token.
const loginFailed = () => new AppError(400, 'LOGIN_FAILED');

/**
 * POST /api/auth/login/{kakao,tid}: spends the state (once, this browser, unexpired), exchanges
 * the code with PKCE, and answers the member or a login ticket. A state of `link` purpose links
 * the provider to the member who started it and logs them in again.
 */
export async function loginWithCode(
  deps: LoginDeps,
  input: {
    provider: OAuthProviderName;
    code: string;
    state: string;
    iss?: string | undefined;
    browserBinding: string | null;
  },
  log: (reason: string) => void,
  now: Date = new Date(),
): Promise<AuthLoginResult> {
  const client = deps.clients[input.provider];
  if (!client) throw new AppError(503, 'SERVICE_UNAVAILABLE', loginMessages.providerUnavailable);
  if (!input.browserBinding) {
    log('no browser-binding cookie');
    throw loginFailed();
  }
  const claimed = await claimOAuthState(
    deps.db,
    sha256(input.state),
    sha256(input.browserBinding),
    now,
  );
  if (!claimed || claimed.provider !== input.provider) {
    log('unknown, expired, reused or foreign state, or another provider');
    throw loginFailed();
  }

  let identity: Awaited<ReturnType<OAuthClient['exchangeCode']>>;
  try {
    identity = await client.exchangeCode({
      code: input.code,
      state: input.state,
      iss: input.iss,
      nonce: claimed.nonce,
      codeVerifier: claimed.codeVerifier,
    });
  } catch (error) {
    log(error instanceof OAuthExchangeError ? error.message : 'code exchange failed');
    throw loginFailed();
  }

  if (claimed.purpose === 'link' && claimed.userIdx !== null) {
    return linkProviderToMember(deps, claimed.userIdx, input.provider, identity, now);
  }

  const member = await findMemberByIdentity(deps.db, input.provider, identity.subId);
  if (member) return loggedIn(deps, member, input.provider, now);
  return newVisitor(deps, { provider: input.provider, ...identity, vipKeyIdx: null }, now);
}

async function linkProviderToMember(
  deps: LoginDeps,
  userIdx: number,
  provider: OAuthProviderName,
  identity: { subId: string; subsId: string | null },
  now: Date,
): Promise<AuthLoginResult> {
  const member = await findActiveMemberForLogin(deps.db, userIdx);
  if (!member) throw loginFailed();
  const owner = await findMemberByIdentity(deps.db, provider, identity.subId);
  if (owner && owner.userIdx !== userIdx) {
    throw new AppError(409, 'CONFLICT', loginMessages.linkedElsewhere);
  }
  if (!owner) {
    const linked = await listIdentities(deps.db, userIdx);
    if (linked.some((row) => row.provider === provider)) {
      throw new AppError(409, 'CONFLICT', loginMessages.providerAlreadyLinked);
    }
    await insertIdentity(deps.db, { userIdx, provider, ...identity });
  }
  return loggedIn(deps, member, provider, now);
}

/** Counts a login of the member and signs their session token (login, signup, linking). */
export async function startMemberSession(
  deps: Pick<LoginDeps, 'db' | 'config'>,
  member: { userIdx: number; tokenVersion: number },
  loginType: 'kakao' | 'tid' | 'vip',
  now: Date,
): Promise<string> {
  await recordLogin(deps.db, member.userIdx, now);
  return signMemberToken(
    memberTokenKey(deps.config),
    { userIdx: member.userIdx, tokenVersion: member.tokenVersion, loginType },
    now,
  );
}

/** The answer for an existing member: counts the login and signs a session token. */
export async function loggedIn(
  deps: Pick<LoginDeps, 'db' | 'config'>,
  member: MemberLoginRow,
  loginType: 'kakao' | 'tid' | 'vip',
  now: Date,
): Promise<AuthLoginResult> {
  const jwt = await startMemberSession(deps, member, loginType, now);
  const ids = await providerIds(deps.db, member.userIdx);
  return {
    existYn: 'Y',
    jwt,
    userIdx: member.userIdx,
    phoneNumber: member.phoneNumber,
    telecomCode: member.telecomCode as AuthLoginResult['telecomCode'],
    marketingAgreementYn: member.marketingAgreementYn ? 'Y' : 'N',
    ...ids,
    loginTicket: null,
  };
}

async function newVisitor(
  deps: Pick<LoginDeps, 'config'>,
  ticket: LoginTicket,
  now: Date,
): Promise<AuthLoginResult> {
  return {
    existYn: 'N',
    jwt: null,
    userIdx: null,
    phoneNumber: null,
    telecomCode: null,
    marketingAgreementYn: null,
    kakaoSubId: ticket.provider === 'kakao' ? ticket.subId : null,
    kakaoSubsId: ticket.provider === 'kakao' ? ticket.subsId : null,
    tidSubId: ticket.provider === 'tid' ? ticket.subId : null,
    tidSubsId: ticket.provider === 'tid' ? ticket.subsId : null,
    loginTicket: await signLoginTicket(loginTicketKey(deps.config), ticket, now),
  };
}

/** A member's linked logins (provider, subId, subsId), oldest first. */
export function linkedLogins(db: Database, userIdx: number) {
  return listIdentities(db, userIdx);
}

/** kakaoSubId, kakaoSubsId, tidSubId, tidSubsId of a member's linked logins. */
export async function providerIds(db: Database, userIdx: number) {
  const linked = await listIdentities(db, userIdx);
  const kakao = linked.find((row) => row.provider === 'kakao');
  const tid = linked.find((row) => row.provider === 'tid');
  return {
    kakaoSubId: kakao?.subId ?? null,
    kakaoSubsId: kakao?.subsId ?? null,
    tidSubId: tid?.subId ?? null,
    tidSubsId: tid?.subsId ?? null,
  };
}

// ── VIP access keys ─────────────────────────────────────────────────────────

/** Keyed hash of a VIP key: a leaked table does not reveal keys, nor allow offline guessing. */
export function vipKeyHash(config: Pick<AppConfig, 'jwtSecret'>, accessKey: string): string {
  return createHmac('sha256', config.jwtSecret).update(`vip-access-key:${accessKey}`).digest('hex');
}

export const VIP_KEY_LENGTH = 12;

/**
 * Issues a key (the console's ADMIN, features/operations/ops-admin, inside its audited transaction; the
 * sandbox too): the digits are returned once. `expiresAt` wins over `validDays`.
 */
export async function issueVipKey(
  deps: { db: Database | Transaction; config: Pick<AppConfig, 'jwtSecret'> },
  input: { label: string; maxUses: number; issuedBy?: number } & (
    | { validDays: number }
    | { expiresAt: Date }
  ),
  now: Date = new Date(),
) {
  const accessKey = Array.from({ length: VIP_KEY_LENGTH }, () => randomInt(10)).join('');
  const row = await insertVipKey(deps.db, {
    keyHash: vipKeyHash(deps.config, accessKey),
    label: input.label,
    expiresAt:
      'expiresAt' in input
        ? input.expiresAt
        : new Date(now.getTime() + input.validDays * 86_400_000),
    maxUses: input.maxUses,
    issuedBy: input.issuedBy ?? null,
  });
  return { accessKey, row, vipKeyIdx: row.vipKeyIdx, expiresAt: row.expiresAt };
}

/** POST /api/auth/login/vip (the caller rate-limits guesses per IP first). */
export async function loginWithVip(
  deps: Pick<LoginDeps, 'db' | 'config'>,
  accessKey: string,
  now: Date = new Date(),
): Promise<AuthLoginResult & { vipAccesskey: string | null }> {
  if (!isVipAccessKey(accessKey)) throw new AppError(400, 'VIP_KEY_INVALID');
  const key = await findVipKeyByHash(deps.db, vipKeyHash(deps.config, accessKey));
  if (!key) throw new AppError(400, 'VIP_KEY_INVALID');
  if (key.revokedAt !== null) throw new AppError(403, 'VIP_KEY_REVOKED');
  if (key.expiresAt.getTime() <= now.getTime()) throw new AppError(410, 'VIP_KEY_EXPIRED');
  const used = await claimVipKeyUse(deps.db, key.vipKeyIdx, now);
  if (!used) {
    // Lost a race with the expiry or a revocation, or the key is used up.
    if (key.expiresAt.getTime() <= now.getTime()) throw new AppError(410, 'VIP_KEY_EXPIRED');
    if (key.useCount < key.maxUses) throw new AppError(403, 'VIP_KEY_REVOKED');
    throw new AppError(403, 'VIP_KEY_INVALID', loginMessages.vipUsedUp);
  }
  if (key.userIdx !== null) {
    const member = await findActiveMemberForLogin(deps.db, key.userIdx);
    if (!member) throw new AppError(400, 'VIP_KEY_INVALID');
    return { ...(await loggedIn(deps, member, 'vip', now)), vipAccesskey: accessKey };
  }
  const ticket: LoginTicket = {
    provider: 'vip',
    subId: `vip-${key.vipKeyIdx}`,
    subsId: null,
    vipKeyIdx: key.vipKeyIdx,
  };
  return { ...(await newVisitor(deps, ticket, now)), vipAccesskey: accessKey };
}

import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import {
  CLOCK_TOLERANCE_SECONDS,
  MEMBER_TOKEN_LIFETIME_SECONDS,
  memberTokenKey,
  shouldRenewMemberToken,
  signMemberToken,
  verifyMemberToken,
} from './session-tokens';

const signing = memberTokenKey({
  jwtSecret: 'unit-test-secret-that-is-long-enough-0123',
  publicOrigin: 'https://venue.example.com',
});
const ISSUED = new Date('2026-11-01T00:00:00Z');
const member = { userIdx: 42, tokenVersion: 3 };
const DAY = 24 * 60 * 60 * 1000;

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, errorCode, message } = error as AppError;
  return { status, errorCode, message };
}

describe('member tokens', () => {
  it('carry the member, their token version, the kind, issuer, audience and a 14-day life', async () => {
    const token = await signMemberToken(signing, member, ISSUED);
    const iat = ISSUED.getTime() / 1000;
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(token)).toEqual({
      sub: '42',
      ver: 3,
      typ: 'member',
      iss: 'https://venue.example.com',
      aud: 'venue-web',
      iat,
      exp: iat + MEMBER_TOKEN_LIFETIME_SECONDS,
      jti: expect.any(String),
    });
  });

  it('get a fresh jti each time, so two tokens issued in the same second differ', async () => {
    const first = await signMemberToken(signing, member, ISSUED);
    const second = await signMemberToken(signing, member, ISSUED);
    expect(first).not.toBe(second);
    expect(decodeJwt(first).jti).not.toBe(decodeJwt(second).jti);
  });

  it('verify back to the member and the expiry they were issued with', async () => {
    const token = await signMemberToken(signing, member, ISSUED);
    await expect(
      verifyMemberToken(signing, token, new Date(ISSUED.getTime() + DAY)),
    ).resolves.toEqual({
      userIdx: 42,
      tokenVersion: 3,
      loginType: null,
      expiresAt: new Date(ISSUED.getTime() + 14 * DAY),
    });
  });

  it('carry the login type they were issued for, and nothing else passes as one', async () => {
    const token = await signMemberToken(signing, { ...member, loginType: 'kakao' }, ISSUED);
    await expect(verifyMemberToken(signing, token, ISSUED)).resolves.toMatchObject({
      loginType: 'kakao',
    });
    const forged = await new SignJWT({ ver: 3, typ: 'member', lt: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuer(signing.issuer)
      .setAudience('venue-web')
      .setIssuedAt(Math.floor(ISSUED.getTime() / 1000))
      .setExpirationTime(Math.floor(ISSUED.getTime() / 1000) + DAY / 1000)
      .setJti('x')
      .sign(signing.key);
    await expect(verifyMemberToken(signing, forged, ISSUED)).rejects.toMatchObject({
      status: 401,
      errorCode: 'UNAUTHORIZED',
    });
  });

  it('are still accepted within the clock tolerance after expiry', async () => {
    const token = await signMemberToken(signing, member, ISSUED);
    const justInside = new Date(ISSUED.getTime() + 14 * DAY + (CLOCK_TOLERANCE_SECONDS - 1) * 1000);
    await expect(verifyMemberToken(signing, token, justInside)).resolves.toMatchObject(member);
  });

  it('are refused with 498 TOKEN_EXPIRED once past expiry and tolerance', async () => {
    const token = await signMemberToken(signing, member, ISSUED);
    const after = new Date(ISSUED.getTime() + 14 * DAY + (CLOCK_TOLERANCE_SECONDS + 1) * 1000);
    expect(await rejection(verifyMemberToken(signing, token, after))).toEqual({
      status: 498,
      errorCode: 'TOKEN_EXPIRED',
      message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    });
  });

  it('from another installation (other secret) are refused with 401, even when expired', async () => {
    const other = memberTokenKey({
      jwtSecret: 'another-installation-secret-0123456789ab',
      publicOrigin: 'https://venue.example.com',
    });
    const token = await signMemberToken(other, member, ISSUED);
    for (const now of [ISSUED, new Date(ISSUED.getTime() + 30 * DAY)]) {
      expect(await rejection(verifyMemberToken(signing, token, now))).toEqual({
        status: 401,
        errorCode: 'UNAUTHORIZED',
        message: '로그인이 필요합니다.',
      });
    }
  });

  it('issued for another origin are refused with 401', async () => {
    const staging = memberTokenKey({
      jwtSecret: 'unit-test-secret-that-is-long-enough-0123',
      publicOrigin: 'https://staging.venue.example.com',
    });
    const token = await signMemberToken(staging, member, ISSUED);
    expect((await rejection(verifyMemberToken(signing, token, ISSUED))).status).toBe(401);
  });

  /** A token with our secret and claims, but whatever header and claim changes a test wants. */
  async function forged(
    header: Record<string, unknown>,
    claims: Record<string, unknown> = {},
    secret = 'unit-test-secret-that-is-long-enough-0123',
  ) {
    const good = decodeJwt(await signMemberToken(signing, member, ISSUED));
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = `${part(header)}.${part({ ...good, ...claims })}`;
    const { createHmac } = await import('node:crypto');
    const hash = header.alg === 'HS512' ? 'sha512' : 'sha256';
    return `${body}.${createHmac(hash, secret).update(body).digest('base64url')}`;
  }

  it('accept a token signed the way we sign them (the forging helper is faithful)', async () => {
    const token = await forged({ alg: 'HS256', typ: 'JWT' });
    await expect(verifyMemberToken(signing, token, ISSUED)).resolves.toMatchObject(member);
  });

  it.each([
    ['alg none with no signature', { alg: 'none' }],
    ['another HMAC size with the same secret', { alg: 'HS512' }],
    ['a crit extension', { alg: 'HS256', crit: ['exp'] }],
    ['another typ', { alg: 'HS256', typ: 'staff+jwt' }],
  ])('with %s are refused with 401', async (_label, header) => {
    let token = await forged(header);
    if (header.alg === 'none') token = `${token.split('.').slice(0, 2).join('.')}.`;
    expect((await rejection(verifyMemberToken(signing, token, ISSUED))).status).toBe(401);
  });

  it.each([
    ['another audience', { aud: 'venue-staff' }],
    ['no audience', { aud: undefined }],
    ['a staff token kind', { typ: 'staff' }],
    ['no jti', { jti: undefined }],
    ['no iat', { iat: undefined }],
    ['a not-before in the future', { nbf: ISSUED.getTime() / 1000 + 3600 }],
    ['an issue time in the future', { iat: ISSUED.getTime() / 1000 + 3600 }],
    ['a sub that is not a member id', { sub: 'admin' }],
    ['a sub past int4 (no member id can be that large)', { sub: '2147483648' }],
    ['a sub of ten nines', { sub: '9999999999' }],
  ])('with %s are refused with 401', async (_label, claims) => {
    const token = await forged({ alg: 'HS256', typ: 'JWT' }, claims);
    expect((await rejection(verifyMemberToken(signing, token, ISSUED))).status).toBe(401);
  });

  it('with a payload changed after signing, or a re-encoded signature, are refused with 401', async () => {
    const token = await signMemberToken(signing, member, ISSUED);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const changed = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: '43' })).toString(
      'base64url',
    );
    expect(
      (await rejection(verifyMemberToken(signing, `${header}.${changed}.${signature}`, ISSUED)))
        .status,
    ).toBe(401);
    // Standard base64 with padding is the same bytes but not the token we issued.
    const padded = Buffer.from(signature, 'base64url').toString('base64');
    expect(
      (await rejection(verifyMemberToken(signing, `${header}.${payload}.${padded}`, ISSUED)))
        .status,
    ).toBe(401);
  });

  it.each([
    ['an empty string', ''],
    ['a non-JWT string', 'not-a-token'],
    ['an oversized value', 'a'.repeat(5000)],
  ])('given %s are refused with 401', async (_label, token) => {
    expect((await rejection(verifyMemberToken(signing, token, ISSUED))).status).toBe(401);
  });
});

describe('token renewal', () => {
  const expiresAt = new Date('2026-11-15T00:00:00Z');
  it.each([
    ['13 days left', 13 * DAY, false],
    ['exactly 3 days left', 3 * DAY, false],
    ['a minute under 3 days left', 3 * DAY - 60_000, true],
    ['an hour left', 60 * 60_000, true],
  ])('with %s: renew is %s', (_label, left, expected) => {
    expect(shouldRenewMemberToken(expiresAt, new Date(expiresAt.getTime() - left))).toBe(expected);
  });
});

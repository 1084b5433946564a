import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
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

import { decodeJwt, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/test-app';
import { ok } from '../../../lib/http';
import { memberTokenKey, signMemberToken } from './session-tokens';

/** Every test creates its own member, so one app (with its test-only routes) serves the file. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Test-only routes, one per auth mode; they echo who the request was made by.
  t.app.post('/api/test/member', { config: { auth: 'member' } }, async (request) =>
    ok({ member: request.member }),
  );
  t.app.post('/api/test/optional', { config: { auth: 'optional' } }, async (request) =>
    ok({ member: request.member }),
  );
  t.app.post('/api/test/public', async (request) => ok({ member: request.member }));
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

const UNAUTHORIZED = {
  success: false,
  resultCode: 401,
  errorCode: 'UNAUTHORIZED',
  message: '로그인이 필요합니다.',
};

function tokenFor(member: { userIdx: number; tokenVersion: number }, issuedAt = new Date()) {
  return signMemberToken(memberTokenKey(t.config), member, issuedAt);
}

/** Valid member claims for `userIdx`, to be varied by a hostile test. */
function claimsFor(userIdx: number): JWTPayload {
  const iat = Math.floor(Date.now() / 1000);
  return {
    sub: String(userIdx),
    ver: 0,
    typ: 'member',
    iss: t.config.publicOrigin,
    aud: 'venue-web',
    iat,
    exp: iat + 3600 * 24 * 10,
    jti: crypto.randomUUID(),
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function call(url: string, token?: string | string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: token === undefined ? {} : { 'x-access-token': token },
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.json(),
  };
}

describe('a member route', () => {
  it('accepts a valid token and knows the member', async () => {
    const member = await createMember(t.db);
    const response = await call('/api/test/member', await tokenFor(member));
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual({
      member: { userIdx: member.userIdx, tokenVersion: 0, loginType: null },
    });
    expect(response.headers['new-access-token']).toBeUndefined();
  });

  it('refuses a missing token with 401 and the Korean envelope, still carrying the request id', async () => {
    const response = await call('/api/test/member');
    expect(response.statusCode).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED);
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses the token header sent twice', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(member);
    const response = await call('/api/test/member', [token, token]);
    expect(response.statusCode).toBe(401);
  });
});

describe('tampered tokens are refused with 401', () => {
  const forgeries: [string, (userIdx: number) => Promise<string>][] = [
    [
      'alg none',
      async (userIdx) =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsFor(userIdx))}.`,
    ],
    [
      'signed with another secret',
      (userIdx) =>
        new SignJWT(claimsFor(userIdx))
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('a-different-secret-of-sufficient-length-!')),
    ],
    [
      'an RS256 header and signature',
      async (userIdx) => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT(claimsFor(userIdx))
          .setProtectedHeader({ alg: 'RS256' })
          .sign(privateKey);
      },
    ],
    [
      'HS512 with the right secret',
      (userIdx) =>
        new SignJWT(claimsFor(userIdx)).setProtectedHeader({ alg: 'HS512' }).sign(secret),
    ],
    [
      'a wrong issuer',
      (userIdx) =>
        new SignJWT({ ...claimsFor(userIdx), iss: 'https://evil.example.com' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret),
    ],
    [
      'a wrong audience',
      (userIdx) =>
        new SignJWT({ ...claimsFor(userIdx), aud: 'venue-admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret),
    ],
    [
      "a staff token (typ 'staff')",
      (userIdx) =>
        new SignJWT({ ...claimsFor(userIdx), typ: 'staff' })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret),
    ],
    [
      'no typ claim',
      (userIdx) => {
        const { typ: _typ, ...claims } = claimsFor(userIdx);
        return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
      },
    ],
    [
      'a modified signature',
      async (userIdx) => {
        const [header, payload, signature = ''] = (
          await tokenFor({ userIdx, tokenVersion: 0 })
        ).split('.');
        // A middle character: the last one partly encodes padding bits and may decode the same.
        const i = 10;
        const flipped = signature[i] === 'A' ? 'B' : 'A';
        return `${header}.${payload}.${signature.slice(0, i)}${flipped}${signature.slice(i + 1)}`;
      },
    ],
  ];

  it.each(forgeries)('%s', async (_label, forge) => {
    const member = await createMember(t.db);
    const response = await call('/api/test/member', await forge(member.userIdx));
    expect(response.statusCode).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it('a payload swapped for another member under the original signature', async () => {
    const victim = await createMember(t.db);
    const attacker = await createMember(t.db);
    const [header, , signature] = (await tokenFor(attacker)).split('.');
    const [, victimPayload] = (await tokenFor(victim)).split('.');
    const response = await call('/api/test/member', `${header}.${victimPayload}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it('a forged token that is also expired (401, not 498)', async () => {
    const member = await createMember(t.db);
    const claims = { ...claimsFor(member.userIdx), exp: Math.floor(Date.now() / 1000) - 3600 };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-different-secret-of-sufficient-length-!'));
    expect((await call('/api/test/member', forged)).statusCode).toBe(401);
  });
});

describe('tokens of members who are gone', () => {
  it('an expired token is refused with 498 TOKEN_EXPIRED', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(member, new Date(Date.now() - 15 * DAY));
    const response = await call('/api/test/member', token);
    expect(response.statusCode).toBe(498);
    expect(response.body).toEqual({
      success: false,
      resultCode: 498,
      errorCode: 'TOKEN_EXPIRED',
      message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    });
  });

  it('a withdrawn member’s token is refused with 401', async () => {
    const member = await createMember(t.db, { status: 'WITHDRAWN', withdrawnAt: new Date() });
    const response = await call('/api/test/member', await tokenFor(member));
    expect(response.statusCode).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it('a token for a member who does not exist is refused with 401', async () => {
    const response = await call(
      '/api/test/member',
      await tokenFor({ userIdx: 999_999, tokenVersion: 0 }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers the ok envelope and revokes that token and every other one issued before', async () => {
    const member = await createMember(t.db);
    const token = await tokenFor(member);
    const otherDevice = await tokenFor(member);

    const logout = await call('/api/auth/logout', token);
    expect(logout.statusCode).toBe(200);
    expect(logout.body).toEqual({ success: true, resultCode: 200, message: 'OK', data: null });

    for (const revoked of [token, otherDevice]) {
      const response = await call('/api/test/member', revoked);
      expect(response.statusCode).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    }
    // A token issued after the logout (the next login) carries the new version and works.
    const next = await call('/api/test/member', await tokenFor({ ...member, tokenVersion: 1 }));
    expect(next.statusCode).toBe(200);
  });

  it('refuses a caller without a token with 401', async () => {
    const response = await call('/api/auth/logout');
    expect(response.statusCode).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });

  it('does not hand out a renewed token while logging out', async () => {
    const member = await createMember(t.db);
    const nearExpiry = await tokenFor(member, new Date(Date.now() - 12 * DAY));
    const response = await call('/api/auth/logout', nearExpiry);
    expect(response.statusCode).toBe(200);
    expect(response.headers['new-access-token']).toBeUndefined();
  });
});

describe('token renewal', () => {
  it('a token within 3 days of expiry gets a new-access-token that works on its own', async () => {
    const member = await createMember(t.db);
    const old = await tokenFor(member, new Date(Date.now() - 12 * DAY));
    const response = await call('/api/test/member', old);
    expect(response.statusCode).toBe(200);
    const renewed = response.headers['new-access-token'];
    expect(renewed).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('private, no-store');

    const claims = decodeJwt(renewed as string);
    expect(claims.sub).toBe(String(member.userIdx));
    expect((claims.exp ?? 0) * 1000 - Date.now()).toBeGreaterThan(13.9 * DAY);

    const again = await call('/api/test/member', renewed as string);
    expect(again.statusCode).toBe(200);
    expect(again.body.data.member.userIdx).toBe(member.userIdx);
    expect(again.headers['new-access-token']).toBeUndefined();
  });

  it('a token with more than 3 days left is not renewed', async () => {
    const member = await createMember(t.db);
    const response = await call(
      '/api/test/member',
      await tokenFor(member, new Date(Date.now() - 10 * DAY)),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['new-access-token']).toBeUndefined();
  });
});

describe('an optional-auth route', () => {
  it('serves a guest without a token as member null', async () => {
    const response = await call('/api/test/optional');
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual({ member: null });
  });

  it('knows the member behind a valid token', async () => {
    const member = await createMember(t.db);
    const response = await call('/api/test/optional', await tokenFor(member));
    expect(response.body.data.member.userIdx).toBe(member.userIdx);
  });

  it('refuses an invalid token with 401 so the client drops it', async () => {
    const response = await call('/api/test/optional', 'not-a-token');
    expect(response.statusCode).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED);
  });
});

describe('a public route', () => {
  it('ignores the token, valid or not', async () => {
    const member = await createMember(t.db);
    for (const token of ['not-a-token', await tokenFor(member)]) {
      const response = await call('/api/test/public', token);
      expect(response.statusCode).toBe(200);
      expect(response.body.data).toEqual({ member: null });
    }
  });
});

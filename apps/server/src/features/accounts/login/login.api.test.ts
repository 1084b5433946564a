import { createHash } from 'node:crypto';
import { authLoginKakaoResponse, authLoginVipResponse } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, request, sandboxLogin } from '../../../../test/sandbox-oauth';
import {
  adult,
  createCurrentTerms,
  oauthLogin,
  post,
  signUpWith,
  signupBody,
  verifyPerson,
} from '../../../../test/signup-flow';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { oauthStates, userIdentities, users, vipAccessKeys } from '../../../db/schema';
import { VIP_ATTEMPTS_PER_WINDOW } from './login.routes';
import { loginMessages, sha256 } from './login.service';

const LOGIN_FAILED = {
  success: false,
  resultCode: 400,
  errorCode: 'LOGIN_FAILED',
  message: '로그인 중 에러가 발생했습니다. 다시 시도해주세요.',
};

/** What the app logged at warn and above, one parsed pino line each. */
let logs: { level: number; msg: string; reason?: string }[];
let t: TestApp;
/** Every test gets a fresh app over a fresh database; a describe may turn sandbox mode off. */
let sandboxMode: 'on' | 'off' = 'on';
beforeEach(async () => {
  logs = [];
  t = await createTestApp({
    env: { SANDBOX_MODE: sandboxMode },
    logger: { level: 'warn', stream: { write: (line: string) => logs.push(JSON.parse(line)) } },
  });
});
afterEach(async () => {
  await t.close();
  // Every refusal here is an expected 4xx: nothing may reach the log as a server error.
  expect(logs.filter((line) => line.level >= 50)).toEqual([]);
});

/** POST /api/auth/login/{provider} from the browser of `jar`. */
function finishLogin(
  jar: CookieJar,
  provider: 'kakao' | 'tid',
  body: { code?: string; state?: string; iss?: string | undefined },
) {
  const { code, state, iss } = body;
  return request(t.app, jar, 'POST', `/api/auth/login/${provider}`, {
    json: { code, state, ...(iss ? { iss } : {}) },
  });
}

describe('POST /api/auth/authorize', () => {
  it('answers the sandbox provider URL with state, nonce and an S256 PKCE challenge, bound to this browser', async () => {
    const jar = new CookieJar();
    const response = await request(t.app, jar, 'POST', '/api/auth/authorize', {
      json: { provider: 'kakao' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(response.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/sandbox/idp/kakao/auth');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'sandbox-kakao-web',
      redirect_uri: 'http://localhost:3000/kakao-redirect',
      code_challenge_method: 'S256',
    });
    expect(params.scope?.split(' ')).toContain('openid');
    expect(params.state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(params.nonce).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^venue_oauth=[A-Za-z0-9_-]{32}; Path=\/api\/auth; Max-Age=1800;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');

    // Only a hash of the state is kept, with the verifier that matches the challenge.
    const rows = await t.db.select().from(oauthStates);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.stateHash).toBe(sha256(params.state ?? ''));
    expect(JSON.stringify(rows)).not.toContain(params.state);
    const challenge = createHash('sha256')
      .update(row?.codeVerifier ?? '')
      .digest('base64url');
    expect(challenge).toBe(params.code_challenge);
    expect(row).toMatchObject({ provider: 'kakao', purpose: 'login', usedAt: null });
    const browser = jar.header().split('=')[1] ?? '';
    expect(row?.browserHash).toBe(sha256(browser));

    // The same browser keeps its binding across logins.
    const again = await request(t.app, jar, 'POST', '/api/auth/authorize', {
      json: { provider: 'tid' },
    });
    expect(String(again.headers['set-cookie'])).toContain(`venue_oauth=${browser};`);
    const tidUrl = new URL(again.json().data.url);
    expect(tidUrl.pathname).toBe('/sandbox/idp/tid/auth');
    expect(tidUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/tidredirect');
    expect(tidUrl.searchParams.get('state')).not.toBe(params.state);
  });

  it('refuses an unknown provider, and a link without a member', async () => {
    const vip = await post(t, '/api/auth/authorize', { provider: 'vip' });
    expect(vip.statusCode).toBe(400);
    expect(vip.body.errorCode).toBe('VALIDATION_FAILED');
    const link = await post(t, '/api/auth/authorize', { provider: 'kakao', purpose: 'link' });
    expect(link.statusCode).toBe(401);
    expect(link.body.message).toBe(loginMessages.linkNeedsMember);
  });
});

describe('POST /api/auth/login/{kakao,tid}', () => {
  it('a new Kakao visitor comes back to /kakao-redirect and gets existYn N, a login ticket and kakaoSubId', async () => {
    const login = await sandboxLogin(t.app, 'kakao', 'kakao-new-1');
    expect(login.redirect.pathname).toBe('/kakao-redirect');
    expect(login.code).not.toBe('');
    const response = await finishLogin(login.jar, 'kakao', login);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = authLoginKakaoResponse.parse(response.json());
    expect(body.data).toEqual({
      existYn: 'N',
      jwt: null,
      userIdx: null,
      phoneNumber: null,
      telecomCode: null,
      marketingAgreementYn: null,
      kakaoSubId: 'kakao-new-1',
      kakaoSubsId: null,
      tidSubId: null,
      tidSubsId: null,
      loginTicket: expect.any(String),
    });
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('a new T ID visitor comes back to /tidredirect and gets tidSubId and a tidSubsId', async () => {
    const login = await sandboxLogin(t.app, 'tid', 'tid-new-1');
    expect(login.redirect.pathname).toBe('/tidredirect');
    const response = await finishLogin(login.jar, 'tid', login);
    expect(response.statusCode, response.body).toBe(200);
    const data = authLoginKakaoResponse.parse(response.json()).data;
    expect(data).toMatchObject({
      existYn: 'N',
      jwt: null,
      kakaoSubId: null,
      tidSubId: 'tid-new-1',
    });
    expect(data.tidSubsId).toMatch(/^subs-[0-9a-f]{16}$/);
    expect(data.loginTicket).toEqual(expect.any(String));

    // The same T ID account always has the same subscription id.
    const again = await oauthLogin(t, 'tid', 'tid-new-1');
    expect(again.tidSubsId).toBe(data.tidSubsId);
  });

  it.each(['kakao', 'tid'] as const)(
    'after signup the same %s account logs in: existYn Y, a jwt that works, loginCnt counts',
    async (provider) => {
      const terms = await createCurrentTerms(t.db);
      const accountId = `${provider}-member-1`;
      const signup = await signUpWith(t, {
        provider,
        accountId,
        terms,
        agreed: ['TOS001', 'TOS002', 'TOS003', 'TOS006'],
      });
      const before = await post(t, '/api/getMainTitleInfo', {}, signup.jwt);
      expect(before.body.data.loginCnt).toBe(1);

      const login = await oauthLogin(t, provider, accountId);
      expect(login).toMatchObject({
        existYn: 'Y',
        jwt: expect.any(String),
        userIdx: signup.userIdx,
        phoneNumber: adult.phoneNumber,
        telecomCode: adult.telco,
        marketingAgreementYn: 'Y',
        loginTicket: null,
      });
      expect(login[provider === 'kakao' ? 'kakaoSubId' : 'tidSubId']).toBe(accountId);
      expect(login[provider === 'kakao' ? 'tidSubId' : 'kakaoSubId']).toBeNull();

      const info = await post(t, '/api/getuserinfo', {}, login.jwt);
      expect(info.statusCode).toBe(200);
      expect(info.body.data).toMatchObject({
        userIdx: signup.userIdx,
        name: adult.name,
        loginType: provider,
      });
      const after = await post(t, '/api/getMainTitleInfo', {}, login.jwt);
      expect(after.body.data.loginCnt).toBe(2);
    },
  );

  it('refuses a state used a second time, even with the same browser and code', async () => {
    const login = await sandboxLogin(t.app, 'kakao', 'kakao-replay');
    expect((await finishLogin(login.jar, 'kakao', login)).statusCode).toBe(200);
    const replay = await finishLogin(login.jar, 'kakao', login);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(LOGIN_FAILED);
  });

  it('refuses a code used a second time with a fresh state: the provider refuses the grant', async () => {
    const login = await sandboxLogin(t.app, 'kakao', 'kakao-code-replay');
    expect((await finishLogin(login.jar, 'kakao', login)).statusCode).toBe(200);

    const restarted = await request(t.app, login.jar, 'POST', '/api/auth/authorize', {
      json: { provider: 'kakao' },
    });
    const freshState = new URL(restarted.json().data.url).searchParams.get('state') ?? '';
    const replay = await finishLogin(login.jar, 'kakao', { ...login, state: freshState });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(LOGIN_FAILED);
    const refused = logs.filter((line) => line.msg === 'login refused');
    expect(refused.map((line) => line.reason)).toEqual([expect.stringContaining('invalid_grant')]);
  });

  it('refuses a state finished in another browser (no binding cookie, or another one)', async () => {
    const withoutCookie = await sandboxLogin(t.app, 'kakao', 'kakao-csrf-1');
    const noCookie = await finishLogin(new CookieJar(), 'kakao', withoutCookie);
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json()).toEqual(LOGIN_FAILED);

    const victim = await sandboxLogin(t.app, 'kakao', 'kakao-csrf-2');
    const attacker = new CookieJar();
    await request(t.app, attacker, 'POST', '/api/auth/authorize', { json: { provider: 'kakao' } });
    expect(attacker.header()).toMatch(/^venue_oauth=/);
    expect(attacker.header()).not.toBe(victim.jar.header().match(/venue_oauth=[^;]+/)?.[0]);
    const otherCookie = await finishLogin(attacker, 'kakao', victim);
    expect(otherCookie.statusCode).toBe(400);
    expect(otherCookie.json()).toEqual(LOGIN_FAILED);
    expect(logs.filter((line) => line.msg === 'login refused').map((line) => line.reason)).toEqual([
      'no browser-binding cookie',
      'unknown, expired, reused or foreign state, or another provider',
    ]);

    // The foreign attempt did not spend the state: the visitor's own browser still finishes.
    const own = await finishLogin(victim.jar, 'kakao', victim);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ existYn: 'N', kakaoSubId: 'kakao-csrf-2' });
  });

  it('refuses an unknown state and an expired one', async () => {
    const login = await sandboxLogin(t.app, 'kakao', 'kakao-unknown-state');
    const unknown = await finishLogin(login.jar, 'kakao', {
      ...login,
      state: 'x'.repeat(32),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(LOGIN_FAILED);

    await t.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.stateHash, sha256(login.state)));
    const expired = await finishLogin(login.jar, 'kakao', login);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(LOGIN_FAILED);
  });

  it('a login cancelled at the provider comes back with access_denied and no code, and cannot log in', async () => {
    const cancelled = await sandboxLogin(t.app, 'kakao', 'kakao-cancel', { cancel: true });
    expect(cancelled.redirect.pathname).toBe('/kakao-redirect');
    expect(cancelled.redirect.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.redirect.searchParams.has('code')).toBe(false);
    expect(cancelled.state).not.toBe('');

    const noCode = await finishLogin(cancelled.jar, 'kakao', { state: cancelled.state });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe('인증 코드가 없습니다.');
    const madeUp = await finishLogin(cancelled.jar, 'kakao', {
      code: 'made-up-code',
      state: cancelled.state,
    });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toEqual(LOGIN_FAILED);
  });

  it('refuses a Kakao state finished on /login/tid', async () => {
    const login = await sandboxLogin(t.app, 'kakao', 'kakao-mixup');
    const response = await finishLogin(login.jar, 'tid', login);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(LOGIN_FAILED);
  });

  it('refuses an authorization response naming another issuer (RFC 9207 mix-up defence)', async () => {
    const login = await sandboxLogin(t.app, 'kakao', 'kakao-issuer');
    expect(login.iss).toBe('http://localhost:3000/sandbox/idp/kakao');
    const response = await finishLogin(login.jar, 'kakao', {
      ...login,
      iss: 'http://localhost:3000/sandbox/idp/tid',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(LOGIN_FAILED);

    // The provider announces the parameter, so an answer without it is refused too: the web
    // must forward `iss` from the redirect.
    const again = await sandboxLogin(t.app, 'kakao', 'kakao-issuer', { jar: login.jar });
    const withoutIss = await finishLogin(again.jar, 'kakao', {
      code: again.code,
      state: again.state,
    });
    expect(withoutIss.statusCode).toBe(400);
  });

  it('refuses a missing code or state with 400 and a Korean message', async () => {
    const jar = new CookieJar();
    const cases: [object, string][] = [
      [{ state: 's'.repeat(32) }, '인증 코드가 없습니다.'],
      [{ code: '', state: 's'.repeat(32) }, '인증 코드가 없습니다.'],
      [{ code: 'abc' }, '로그인 요청 정보가 없습니다. 다시 로그인해 주세요.'],
      [
        { code: 'abc', state: 'short' },
        '로그인 요청 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await request(t.app, jar, 'POST', '/api/auth/login/kakao', { json: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', message });
    }
    expect(await t.db.select().from(oauthStates)).toHaveLength(0);
  });
});

describe('POST /api/auth/login/vip', () => {
  async function issueKey(body: object = {}) {
    const response = await post(t, '/sandbox/api/vip-keys', body);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { accessKey: string; vipKeyIdx: number; expiresAt: string };
  }
  const vipLogin = (code: string, remoteAddress = '198.51.100.7') =>
    t.app
      .inject({ method: 'POST', url: '/api/auth/login/vip', payload: { code }, remoteAddress })
      .then((response) => ({
        statusCode: response.statusCode,
        headers: response.headers,
        body: response.json(),
      }));

  it('a new key gives existYn N, a login ticket and the key; signup binds it; the next login is a member', async () => {
    const terms = await createCurrentTerms(t.db);
    const key = await issueKey();
    expect(key.accessKey).toMatch(/^\d{12}$/);

    const first = await vipLogin(key.accessKey);
    expect(first.statusCode).toBe(200);
    const data = authLoginVipResponse.parse(first.body).data;
    expect(data).toMatchObject({
      existYn: 'N',
      jwt: null,
      kakaoSubId: null,
      tidSubId: null,
      vipAccesskey: key.accessKey,
      loginTicket: expect.any(String),
    });

    const { seq } = await verifyPerson(t, adult, { authType: 'vip' });
    const signup = await post(
      t,
      '/api/auth/complete/signup',
      signupBody({
        loginTicket: data.loginTicket ?? '',
        seq,
        person: adult,
        terms,
        userType: 'vip',
      }),
    );
    expect(signup.statusCode, JSON.stringify(signup.body)).toBe(200);
    const [stored] = await t.db.select().from(vipAccessKeys);
    expect(stored).toMatchObject({ userIdx: signup.body.data.userIdx, useCount: 1 });

    const second = await vipLogin(key.accessKey);
    expect(second.statusCode).toBe(200);
    expect(second.body.data).toMatchObject({
      existYn: 'Y',
      jwt: expect.any(String),
      userIdx: signup.body.data.userIdx,
      vipAccesskey: key.accessKey,
      loginTicket: null,
    });
    const info = await post(t, '/api/getuserinfo', {}, second.body.data.jwt);
    expect(info.statusCode).toBe(200);
    expect(info.body.data).toMatchObject({ name: adult.name, loginType: 'vip' });
  });

  it('an expired key answers VIP_KEY_EXPIRED with the spec message', async () => {
    const key = await issueKey({ validDays: -1 });
    const response = await vipLogin(key.accessKey);
    expect(response.statusCode).toBe(410);
    expect(response.body.errorCode).toBe('VIP_KEY_EXPIRED');
    expect(response.body.message).toMatch(/^Your exclusive access key has expired/);
    const [stored] = await t.db.select().from(vipAccessKeys);
    expect(stored?.useCount).toBe(0);
  });

  it('an unknown or malformed key answers VIP_KEY_INVALID', async () => {
    await issueKey();
    for (const code of ['000000000000', '12ab', '1'.repeat(40)]) {
      const response = await vipLogin(code);
      expect(response.statusCode, code).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: 'VIP_KEY_INVALID',
        message: '유효하지 않은 VIP 입장 키입니다. 입장 키를 다시 확인해 주세요.',
      });
    }
  });

  it('a key is refused once its uses are spent', async () => {
    const key = await issueKey({ maxUses: 2 });
    expect((await vipLogin(key.accessKey)).statusCode).toBe(200);
    expect((await vipLogin(key.accessKey)).statusCode).toBe(200);
    const third = await vipLogin(key.accessKey);
    expect(third.statusCode).toBe(403);
    expect(third.body).toMatchObject({
      errorCode: 'VIP_KEY_INVALID',
      message: loginMessages.vipUsedUp,
    });
    const [stored] = await t.db.select().from(vipAccessKeys);
    expect(stored?.useCount).toBe(2);
  });

  it(`the ${VIP_ATTEMPTS_PER_WINDOW + 1}th attempt from one IP in 10 minutes is refused with 429, even with a good key`, async () => {
    const key = await issueKey();
    for (let i = 0; i < VIP_ATTEMPTS_PER_WINDOW; i += 1) {
      expect((await vipLogin(String(100000000000 + i))).statusCode).toBe(400);
    }
    const limited = await vipLogin(key.accessKey);
    expect(limited.statusCode).toBe(429);
    expect(limited.body.errorCode).toBe('RATE_LIMITED');
    expect(limited.body.message).toMatch(/[가-힣]/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.db.select().from(vipAccessKeys))[0]?.useCount).toBe(0);

    // Another address is counted apart.
    expect((await vipLogin(key.accessKey, '198.51.100.8')).statusCode).toBe(200);
  });

  it('keeps only a keyed hash of each key', async () => {
    const keys = [await issueKey(), await issueKey({ label: '아티스트 게스트' })];
    const rows = await t.db.select().from(vipAccessKeys);
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const key of keys) expect(stored).not.toContain(key.accessKey);
    for (const row of rows) expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.map((row) => row.keyHash)).not.toContain(sha256(keys[0]?.accessKey ?? ''));
  });

  it('two tickets of one unbound key make one member: the second signup is a CONFLICT', async () => {
    const terms = await createCurrentTerms(t.db);
    const key = await issueKey();
    const first = (await vipLogin(key.accessKey)).body.data;
    const second = (await vipLogin(key.accessKey)).body.data;
    const ok = await verifyPerson(t, adult, { authType: 'vip' });
    expect(
      (
        await post(
          t,
          '/api/auth/complete/signup',
          signupBody({
            loginTicket: first.loginTicket,
            seq: ok.seq,
            person: adult,
            terms,
            userType: 'vip',
          }),
        )
      ).statusCode,
    ).toBe(200);
    const other = { ...adult, name: '이서준', phoneNumber: '01055556666' };
    const otherSeq = (await verifyPerson(t, other, { authType: 'vip' })).seq;
    const refused = await post(
      t,
      '/api/auth/complete/signup',
      signupBody({
        loginTicket: second.loginTicket,
        seq: otherSeq,
        person: other,
        terms,
        userType: 'vip',
      }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('CONFLICT');
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect(await t.db.select().from(userIdentities)).toHaveLength(1);
  });
});

describe('without sandbox mode or provider configuration', () => {
  beforeAll(() => {
    sandboxMode = 'off';
  });
  afterAll(() => {
    sandboxMode = 'on';
  });

  it('authorize and login answer 503 for a provider that is not configured', async () => {
    for (const provider of ['kakao', 'tid']) {
      const started = await post(t, '/api/auth/authorize', { provider });
      expect(started.statusCode).toBe(503);
      expect(started.body).toMatchObject({
        errorCode: 'SERVICE_UNAVAILABLE',
        message: loginMessages.providerUnavailable,
      });
      const finished = await post(t, `/api/auth/login/${provider}`, {
        code: 'abc',
        state: 's'.repeat(32),
      });
      expect(finished.statusCode).toBe(503);
    }
    expect(await t.db.select().from(oauthStates)).toHaveLength(0);
    // The error handler logs every 5xx as an error: here those four 503s, and nothing else.
    expect(logs.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(
      Array(4).fill('request failed'),
    );
    logs.length = 0;
  });
});

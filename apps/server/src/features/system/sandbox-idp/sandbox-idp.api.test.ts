import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, request, sandboxLogin } from '../../../../test/sandbox-oauth';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { oauthStates, venueSettings } from '../../../db/schema';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { sha256 } from '../../accounts/login/login.service';
import { sandboxClientFor } from './sandbox-idp';

let t: TestApp;
/** Every test gets a fresh app over a fresh database; a describe may turn sandbox mode off. */
let sandboxMode: 'on' | 'off' = 'on';
beforeEach(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: sandboxMode } });
});
afterEach(async () => {
  await t.close();
});

const ORIGIN = 'http://localhost:3000';

/** Starts a login in a new browser and follows the provider to its login page. */
async function openLoginPage(provider: 'kakao' | 'tid') {
  const jar = new CookieJar();
  const started = await request(t.app, jar, 'POST', '/api/auth/authorize', { json: { provider } });
  let location = new URL(started.json().data.url);
  let page = await request(t.app, jar, 'GET', `${location.pathname}${location.search}`);
  while (page.statusCode >= 300 && page.statusCode < 400) {
    location = new URL(String(page.headers.location), ORIGIN);
    page = await request(t.app, jar, 'GET', `${location.pathname}${location.search}`);
  }
  return { jar, page, path: location.pathname };
}

/** The provider's token endpoint, called as the app's client would. */
async function exchange(provider: 'kakao' | 'tid', code: string, codeVerifier: string) {
  const client = sandboxClientFor(t.config, provider);
  const response = await request(t.app, new CookieJar(), 'POST', `/sandbox/idp/${provider}/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      code_verifier: codeVerifier,
    },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

async function verifierOf(state: string) {
  const [row] = await t.db
    .select()
    .from(oauthStates)
    .where(eq(oauthStates.stateHash, sha256(state)));
  return row?.codeVerifier ?? '';
}

describe('sandbox OpenID providers', () => {
  it.each(['kakao', 'tid'] as const)(
    'the %s provider serves its discovery document and public keys',
    async (provider) => {
      const issuer = `${ORIGIN}/sandbox/idp/${provider}`;
      const response = await t.app.inject({
        method: 'GET',
        url: `/sandbox/idp/${provider}/.well-known/openid-configuration`,
        headers: { host: 'localhost:3000' },
      });
      expect(response.statusCode).toBe(200);
      const discovery = response.json();
      expect(discovery).toMatchObject({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      });
      expect(discovery.response_types_supported).toContain('code');
      expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
      expect(discovery.id_token_signing_alg_values_supported).toContain('ES256');

      const jwks = await t.app.inject({
        method: 'GET',
        url: `/sandbox/idp/${provider}/jwks`,
        headers: { host: 'localhost:3000' },
      });
      const keys = jwks.json().keys;
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(keys[0].d).toBeUndefined();
    },
  );

  it('issues a code that works once, only with its PKCE verifier, for a signed ID token', async () => {
    const first = await sandboxLogin(t.app, 'tid', 'tid-protocol');
    const wrongVerifier = await exchange('tid', first.code, 'x'.repeat(43));
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.body.error).toBe('invalid_grant');

    const second = await sandboxLogin(t.app, 'tid', 'tid-protocol');
    const tokens = await exchange('tid', second.code, await verifierOf(second.state));
    expect(tokens.statusCode, JSON.stringify(tokens.body)).toBe(200);
    expect(decodeProtectedHeader(tokens.body.id_token)).toMatchObject({ alg: 'ES256' });
    expect(decodeJwt(tokens.body.id_token)).toMatchObject({
      iss: `${ORIGIN}/sandbox/idp/tid`,
      aud: 'sandbox-tid-web',
      sub: 'tid-protocol',
      subs_id: expect.stringMatching(/^subs-/),
    });
    const reused = await exchange('tid', second.code, await verifierOf(second.state));
    expect(reused.statusCode).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('shows a Korean login page with labelled fields, the preset accounts and both buttons', async () => {
    const { page, path } = await openLoginPage('kakao');
    expect(path).toMatch(/^\/sandbox\/idp\/kakao\/interaction\/[A-Za-z0-9_-]+$/);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<title>카카오 로그인 (샌드박스)</title>');
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect(html).toContain('<label for="accountId">테스트 계정 ID</label>');
    expect(html).toMatch(/<input id="accountId" name="accountId"/);
    expect(html).toContain('<label for="name">이름 (선택)</label>');
    expect(html).toContain('<legend>테스트 계정 선택</legend>');
    expect(html).toContain('name="preset" value="3810001001">김하늘');
    expect(html).toContain('value="login">동의하고 계속하기</button>');
    expect(html).toContain('value="cancel" formnovalidate>취소</button>');

    // The asking service is the venue of the settings; none yet: no name made up.
    expect(html).toContain('<p>방문자 앱이 회원 식별 정보(계정 ID)를 요청합니다.</p>');
    expect(html).not.toContain('시그널');
    await t.db.insert(venueSettings).values({
      settingsIdx: 1,
      settings: { ...buildVenueSettings(), venueName: '오렌지 & 하우스' },
    });
    t.app.readCache.invalidate();

    const tid = await openLoginPage('tid');
    expect(tid.page.body).toContain(
      '<p><strong>오렌지 &amp; 하우스</strong> 서비스가 회원 식별 정보(계정 ID)를 요청합니다.</p>',
    );
    expect(tid.page.body).toContain('<title>T아이디 로그인 (샌드박스)</title>');
    expect(tid.page.body).toContain('value="tid-20001">최민서');
  });

  it('refuses a malformed account id with 400 and the page again, then accepts a good one', async () => {
    const { jar, path } = await openLoginPage('kakao');
    for (const accountId of ['', 'has space', '<script>', 'x'.repeat(65)]) {
      const refused = await request(t.app, jar, 'POST', path, {
        form: { action: 'login', accountId },
      });
      expect(refused.statusCode, accountId).toBe(400);
      expect(refused.body).toContain(
        '<p class="error" role="alert">테스트 계정 ID를 확인해 주세요.</p>',
      );
      expect(refused.body).not.toContain('<script>');
    }
    const accepted = await request(t.app, jar, 'POST', path, {
      form: { action: 'login', accountId: 'good.id_1-2' },
    });
    expect(accepted.statusCode).toBe(303);
  });

  it('a preset account logs in as that account', async () => {
    const { jar, path } = await openLoginPage('kakao');
    const submitted = await request(t.app, jar, 'POST', path, {
      form: { action: 'login', preset: '3810001002' },
    });
    expect(submitted.statusCode).toBe(303);
    let location = new URL(String(submitted.headers.location), ORIGIN);
    while (location.pathname.startsWith('/sandbox/idp/')) {
      const hop = await request(t.app, jar, 'GET', `${location.pathname}${location.search}`);
      location = new URL(String(hop.headers.location), ORIGIN);
    }
    expect(location.pathname).toBe('/kakao-redirect');
    const login = await request(t.app, jar, 'POST', '/api/auth/login/kakao', {
      json: {
        code: location.searchParams.get('code'),
        state: location.searchParams.get('state'),
        iss: location.searchParams.get('iss') ?? undefined,
      },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.kakaoSubId).toBe('3810001002');
  });

  it('asks again on the next login in the same browser, so the tester can pick another account', async () => {
    // The same account again: the page is shown (sandboxLogin expects it) and the login goes on.
    const first = await sandboxLogin(t.app, 'kakao', 'kakao-first-account');
    const again = await sandboxLogin(t.app, 'kakao', 'kakao-first-account', { jar: first.jar });
    expect(again.redirect.pathname).toBe('/kakao-redirect');
    expect(again.code).not.toBe('');

    // Another account: oidc-provider first ends its session of the previous one with a
    // self-submitting form (a browser posts it at once), then the login goes on.
    const other = await sandboxLogin(t.app, 'kakao', 'kakao-second-account', { jar: first.jar });
    expect(other.code).toBe('');
    const form = await request(t.app, other.jar, 'GET', `${other.redirect.pathname}`);
    const action = new URL(form.body.match(/action="([^"]+)"/)?.[1] ?? '', ORIGIN);
    const xsrf = form.body.match(/name="xsrf" value="([^"]+)"/)?.[1] ?? '';
    let hop = await request(t.app, other.jar, 'POST', action.pathname, {
      form: { xsrf, logout: 'yes' },
    });
    let location = new URL(String(hop.headers.location), ORIGIN);
    while (location.pathname.startsWith('/sandbox/idp/')) {
      hop = await request(t.app, other.jar, 'GET', `${location.pathname}${location.search}`);
      expect(hop.statusCode, hop.body).toBeGreaterThanOrEqual(300);
      location = new URL(String(hop.headers.location), ORIGIN);
    }
    expect(location.pathname).toBe('/kakao-redirect');
    const login = await request(t.app, other.jar, 'POST', '/api/auth/login/kakao', {
      json: {
        code: location.searchParams.get('code'),
        state: location.searchParams.get('state'),
        iss: location.searchParams.get('iss'),
      },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data.kakaoSubId).toBe('kakao-second-account');
  });

  it('an unknown or foreign interaction gets a Korean page saying to start again, not a form', async () => {
    const { path } = await openLoginPage('kakao');
    const { jar } = await openLoginPage('kakao');
    // Another browser (without the provider's interaction cookie), a made-up uid, a form post.
    for (const [method, visitor, url] of [
      ['GET', new CookieJar(), path],
      ['GET', jar, '/sandbox/idp/kakao/interaction/made-up'],
      ['POST', new CookieJar(), path],
    ] as const) {
      const response = await request(t.app, visitor, method, url, {
        ...(method === 'POST' ? { form: { action: 'login', accountId: 'someone' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('로그인 요청이 만료되었거나');
      expect(response.body).not.toContain('동의하고 계속하기');
    }
  });
});

describe('with SANDBOX_MODE off', () => {
  beforeAll(() => {
    sandboxMode = 'off';
  });
  afterAll(() => {
    sandboxMode = 'on';
  });

  it('the sandbox providers do not exist', async () => {
    for (const url of [
      '/sandbox/idp/kakao/.well-known/openid-configuration',
      '/sandbox/idp/tid/.well-known/openid-configuration',
      '/sandbox/idp/kakao/jwks',
      '/sandbox/idp/kakao/interaction/abc',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
  });
});

import { appConfigResponse } from '@venue/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/app/config', () => {
  it('answers the configured Kakao JavaScript keys and nothing secret', async () => {
    t = await createTestApp({
      env: {
        KAKAO_JS_KEY: 'js-key-123',
        KAKAO_MAP_JS_KEY: 'map-key-456',
        KAKAO_CLIENT_SECRET: 'never-answered',
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/app/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(appConfigResponse.parse(response.json()).data).toEqual({
      kakaoJsKey: 'js-key-123',
      kakaoMapJsKey: 'map-key-456',
      // Sandbox mode (the tests' default): both logins through the sandbox providers.
      loginProviders: { kakao: true, tid: true },
    });
    expect(response.body).not.toContain('never-answered');
    // The pages may then load the Kakao Maps SDK and its tiles.
    const page = await t.app.inject({ method: 'GET', url: '/seongsu?tab=location' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(
      "script-src 'self' https://dapi.kakao.com https://t1.daumcdn.net https://t1.kakaocdn.net",
    );
    expect(csp).toContain("img-src 'self' data: blob: https://*.daumcdn.net");
  });

  it('answers null for keys that are not configured', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/app/config' });
    expect(appConfigResponse.parse(response.json()).data).toEqual({
      kakaoJsKey: null,
      kakaoMapJsKey: null,
      loginProviders: { kakao: true, tid: true },
    });
    const page = await t.app.inject({ method: 'GET', url: '/seongsu?tab=location' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('kakao');
  });

  it('offers only the logins that are configured outside sandbox mode', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'off' } });
    const none = await t.app.inject({ method: 'GET', url: '/api/app/config' });
    expect(appConfigResponse.parse(none.json()).data.loginProviders).toEqual({
      kakao: false,
      tid: false,
    });
    // And indeed their logins cannot start.
    const kakao = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      payload: { provider: 'kakao', purpose: 'login' },
    });
    expect(kakao.statusCode).toBe(503);
    await t.close();

    t = await createTestApp({
      env: {
        SANDBOX_MODE: 'off',
        TID_ISSUER: 'https://tid.example.com',
        TID_CLIENT_ID: 'tid-client',
      },
    });
    const tidOnly = await t.app.inject({ method: 'GET', url: '/api/app/config' });
    expect(appConfigResponse.parse(tidOnly.json()).data.loginProviders).toEqual({
      kakao: false,
      tid: true,
    });
  });
});

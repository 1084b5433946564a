/**
 * TRUST_PROXY (decision 037): behind the TLS proxy every visitor arrives from the
 * proxy's address, so per-address limits must count the visitor named by X-Forwarded-For — and
 * only when the proxy is trusted, or anyone could pick a fresh address per request.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { CAPTCHA_CREATE_LIMIT } from './captcha.routes';

const PROXY = '10.1.2.3';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function captchaFrom(app: TestApp['app'], forwardedFor: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/captcha',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return response.statusCode;
}

async function exhaust(app: TestApp['app'], forwardedFor: string) {
  for (let i = 0; i < CAPTCHA_CREATE_LIMIT; i += 1) {
    expect(await captchaFrom(app, forwardedFor)).toBe(200);
  }
  expect(await captchaFrom(app, forwardedFor)).toBe(429);
}

describe('client addresses behind a proxy', () => {
  it('with TRUST_PROXY=1, two visitors behind one proxy have windows of their own', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    await exhaust(t.app, '203.0.113.10');
    expect(await captchaFrom(t.app, '203.0.113.20')).toBe(200);
    // A hop the proxy did not add is the visitor's own claim: only the last one counts.
    expect(await captchaFrom(t.app, '198.51.100.7, 203.0.113.10')).toBe(429);
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For changes nothing', async () => {
    t = await createTestApp();
    await exhaust(t.app, '203.0.113.10');
    expect(await captchaFrom(t.app, '203.0.113.20')).toBe(429);
  });
});

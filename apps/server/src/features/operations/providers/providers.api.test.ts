import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createProviderHealth, failureReason } from './provider-health';

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

async function providers(t: TestApp, cookie: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/providers',
    payload: {},
    headers: { cookie },
  });
  return { statusCode: response.statusCode, json: () => response.json() as Json };
}

const byKey = (json: Json, key: string) =>
  json.data.providers.find((provider: Json) => provider.key === key);

describe('POST /api/staff/providers in sandbox mode', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp();
    const a = await createOperator(t.db, { role: 'ADMIN' });
    const e = await createOperator(t.db, { role: 'EDITOR' });
    admin = await staffLogin(t.app, a.loginId, a.password);
    editor = await staffLogin(t.app, e.loginId, e.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the five providers, each in sandbox or with its storage, nothing heard yet', async () => {
    const json = (await providers(t, admin)).json();
    expect(json.data.providers.map((p: Json) => [p.key, p.mode])).toEqual([
      ['kakao', 'SANDBOX'],
      ['tid', 'SANDBOX'],
      ['identity', 'SANDBOX'],
      ['messaging', 'SANDBOX'],
      ['media', 'REAL'],
    ]);
    expect(byKey(json, 'kakao')).toMatchObject({
      label: '카카오 로그인',
      lastSuccessAt: null,
      recentFailures: [],
    });
    expect(byKey(json, 'media').detail).toContain('이 서버의 디스크');
    expect(json.data.since).toMatch(/\+09:00$/);
  });

  it('records when a provider last answered: a login start asks the sandbox provider', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      payload: { provider: 'kakao', purpose: 'login' },
    });
    const read = await t.app.inject({ method: 'GET', url: '/media/uploads/none-here.jpg' });
    expect(read.statusCode).toBe(404);
    const json = (await providers(t, admin)).json();
    expect(byKey(json, 'media')).toMatchObject({ successCount: 1, failureCount: 0 });
    expect(byKey(json, 'media').lastSuccessAt).toMatch(/\+09:00$/);
    expect(start.statusCode).toBe(200);
    expect(byKey(json, 'kakao').successCount).toBe(1);
  });

  it('is for ADMIN only', async () => {
    expect((await providers(t, editor)).statusCode).toBe(403);
    const none = await t.app.inject({ method: 'POST', url: '/api/staff/providers', payload: {} });
    expect(none.statusCode).toBe(401);
  });
});

describe('POST /api/staff/providers off sandbox', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // DATA_DIR is a file: reading media under it fails (ENOTDIR), a storage failure on purpose.
    const notADirectory = join(tmpdir(), `venue-providers-${process.pid}`);
    writeFileSync(notADirectory, '');
    t = await createTestApp({
      env: { SANDBOX_MODE: 'off', KAKAO_REST_API_KEY: 'kakao-test-key', DATA_DIR: notADirectory },
    });
    const a = await createOperator(t.db, { role: 'ADMIN' });
    admin = await staffLogin(t.app, a.loginId, a.password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('says which are real and which are off, and why in words', async () => {
    const json = (await providers(t, admin)).json();
    expect(json.data.providers.map((p: Json) => [p.key, p.mode])).toEqual([
      ['kakao', 'REAL'],
      ['tid', 'OFF'],
      ['identity', 'OFF'],
      ['messaging', 'OFF'],
      ['media', 'REAL'],
    ]);
    expect(byKey(json, 'kakao').detail).toContain('kauth.kakao.com');
    expect(byKey(json, 'identity').detail).toContain('휴대폰 인증을 할 수 없어요');
    expect(JSON.stringify(json)).not.toContain('kakao-test-key');
  });

  it("keeps a failure's time and a short reason", async () => {
    const read = await t.app.inject({ method: 'GET', url: '/media/uploads/broken.jpg' });
    expect(read.statusCode).toBe(500);
    const media = byKey((await providers(t, admin)).json(), 'media');
    expect(media.failureCount).toBe(1);
    expect(media.recentFailures[0]).toMatchObject({ operation: '읽기' });
    expect(media.recentFailures[0].reason).toMatch(/^Error: E[A-Z]+$/);
    expect(media.recentFailures[0].at).toMatch(/\+09:00$/);
    expect(media.lastFailureAt).toBe(media.recentFailures[0].at);
  });
});

describe('provider-health', () => {
  it('never keeps an error message that could carry personal data', async () => {
    expect(failureReason(new Error('010-1234-5678 김하늘 refused'))).toBe('Error');
    expect(failureReason(Object.assign(new Error('x'), { status: 503 }))).toBe('Error: HTTP 503');
    class ProviderUnavailableError extends Error {
      override name = 'ProviderUnavailableError';
    }
    expect(failureReason(new ProviderUnavailableError('HTTP 502'))).toBe(
      'ProviderUnavailableError: HTTP 502',
    );
  });

  it('keeps the last ten failures, newest first, and counts an answered refusal as an answer', async () => {
    const health = createProviderHealth();
    for (let i = 0; i < 12; i += 1) {
      await health
        .track('messaging', `발송 ${i}`, () => Promise.reject(new Error('x')))
        .catch(() => {});
    }
    await health
      .track(
        'messaging',
        '발송',
        () => Promise.reject(new RangeError('refused')),
        () => true,
      )
      .catch(() => {});
    const record = health.read('messaging');
    expect(record.failures).toHaveLength(10);
    expect(record.failures[0]?.operation).toBe('발송 11');
    expect(record.failureCount).toBe(12);
    expect(record.successCount).toBe(1);
  });
});

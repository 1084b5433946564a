/**
 * Staff writes from another site are refused (decision 043): a browser on a
 * foreign page carries the operator's cookie only where SameSite lets it, so the server also
 * checks Origin and Sec-Fetch-Site on every state-changing /api/staff call.
 */
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { createOperator, staffLogin } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mediaAssets } from '../db/schema';

let t: TestApp;
let cookie: string;
let operator: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  operator = await createOperator(t.db, { role: 'EDITOR' });
  cookie = await staffLogin(t.app, operator.loginId, operator.password);
});
afterAll(async () => {
  await t.close();
});

const CROSS_SITE = {
  success: false,
  resultCode: 403,
  errorCode: 'CROSS_SITE_REQUEST',
  message: '다른 사이트에서 보낸 요청은 처리하지 않아요. 콘솔 화면에서 다시 시도해 주세요.',
};

async function upload(headers: Record<string, string>) {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#2050d0' },
  })
    .png()
    .toBuffer();
  const { payload, contentType } = await multipartBody({ alt: '포스터' }, [
    { field: 'file', name: 'poster.png', type: 'image/png', bytes },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/media/upload',
    headers: { cookie, 'content-type': contentType, ...headers },
    payload,
  });
}
const mediaCount = async () => (await t.db.select({ n: count() }).from(mediaAssets))[0]?.n ?? 0;
const listNotices = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/notices/list',
    payload: {},
    headers: { cookie, ...headers },
  });

describe('state-changing staff calls from another site', () => {
  it('refuses a multipart upload from a foreign page and stores nothing', async () => {
    const before = await mediaCount();
    const response = await upload({
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CROSS_SITE);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a foreign Origin, an opaque one, and a cross-site or same-site fetch', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3000.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const response = await listNotices(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual(CROSS_SITE);
    }
    // The login too: nobody is logged in from another site.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { loginId: operator.loginId, password: operator.password },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('serves the console itself (same origin) and clients that send neither header', async () => {
    const before = await mediaCount();
    const sameOrigin = await upload({
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    expect(await mediaCount()).toBe(before + 1);
    expect((await listNotices({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await listNotices({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // A request typed or bookmarked by the user (no initiating site).
    expect((await listNotices({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    // Not a browser (a script, curl): no Origin and no Sec-Fetch-Site to judge by.
    expect((await listNotices({})).statusCode).toBe(200);
  });

  it('refuses a foreign write before it looks up any session: no cookie still answers 403', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/notices/list',
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(CROSS_SITE);
  });

  it('leaves reads and the visitors’ calls alone', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/staff/inquiries/attachment/999999',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/notice/list',
      payload: {},
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(visitor.statusCode).toBe(200);
  });
});

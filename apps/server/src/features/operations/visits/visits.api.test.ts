import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { visits } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const visit = async (url: string, token?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { 'x-access-token': token } : {},
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
};
const recorded = () => t.db.select().from(visits);

describe('GET /api/front/visit', () => {
  it('records a guest visit with its campaign code and answers ok, never cached', async () => {
    const { statusCode, headers, body } = await visit('/api/front/visit?p=main&c=SUMMER_2026-a');

    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ success: true, data: null });
    expect(headers['cache-control']).toBe('no-store');
    expect(await recorded()).toMatchObject([
      { page: 'main', campaignCode: 'SUMMER_2026-a', userIdx: null },
    ]);
  });

  it('records the member of the jwt, the main page by default, and drops other parameters', async () => {
    const member = await createMember(t.db);
    const token = await signMemberToken(memberTokenKey(t.config), member);

    const { statusCode } = await visit('/api/front/visit?utm_source=kakao&_=123', token);

    expect(statusCode).toBe(200);
    expect(await recorded()).toMatchObject([
      { page: 'main', campaignCode: null, userIdx: member.userIdx },
    ]);
  });

  it('refuses a campaign code with other characters or over 64 characters', async () => {
    for (const c of [
      encodeURIComponent('<script>alert(1)</script>'),
      encodeURIComponent("x' OR 1=1"),
      'a'.repeat(65),
      '',
    ]) {
      const { statusCode, body } = await visit(`/api/front/visit?p=main&c=${c}`);
      expect(statusCode, c).toBe(400);
      expect(body).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message: '캠페인 코드가 올바르지 않습니다.',
      });
    }
    const { statusCode } = await visit(`/api/front/visit?p=main&c=${'a'.repeat(64)}`);
    expect(statusCode).toBe(200);
    expect(await recorded()).toHaveLength(1);
  });

  it('refuses a page value that is not a short lowercase slug', async () => {
    const { statusCode, body } = await visit('/api/front/visit?p=Main%20Page');
    expect(statusCode).toBe(400);
    expect(body.message).toBe('페이지 값이 올바르지 않습니다.');
    expect(await recorded()).toEqual([]);
  });

  it('refuses a jwt that does not verify with 401', async () => {
    const { statusCode } = await visit('/api/front/visit?p=main', 'not-a-token');
    expect(statusCode).toBe(401);
    expect(await recorded()).toEqual([]);
  });
});

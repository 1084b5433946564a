import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBanner, createMember } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const URL = '/api/login/banner/list';
const ids = (body: { data: { bannerIdx: number }[] }) => body.data.map((b) => b.bannerIdx);

async function memberToken() {
  const member = await createMember(t.db, { telecomCode: '02' });
  return signMemberToken(memberTokenKey(t.config), member);
}

async function post(payload: unknown, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: URL,
    headers: token ? { 'x-access-token': token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
}

describe('POST /api/login/banner/list', () => {
  it('lists banners for everyone and for members, not guest-only ones', async () => {
    const token = await memberToken();
    const all = await createBanner(t.db, { bannerType: 'BANNER', audience: 'ALL' });
    const member = await createBanner(t.db, {
      bannerType: 'POPUP',
      audience: 'MEMBER',
      bannerName: '회원 전용',
      popupDescription: '<p>회원 혜택</p><script>x()</script>',
    });
    await createBanner(t.db, { audience: 'GUEST' });

    const { statusCode, headers, body } = await post(
      { nServiceCheckYn: 'Y', telecomCode: '02' },
      token,
    );

    expect(statusCode).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(new Set(ids(body))).toEqual(new Set([all.bannerIdx, member.bannerIdx]));
    expect(body.data.find((b: { bannerIdx: number }) => b.bannerIdx === member.bannerIdx)).toEqual({
      bannerIdx: member.bannerIdx,
      bannerType: 'POPUP',
      bannerName: '회원 전용',
      savePath: member.savePath,
      alt: member.alt,
      bannerLink: '/',
      popupDescription: '<p>회원 혜택</p>',
    });
  });

  it('leaves out hidden and out-of-window member banners', async () => {
    const token = await memberToken();
    const now = Date.now();
    const open = await createBanner(t.db, {
      audience: 'MEMBER',
      startAt: new Date(now - DAY),
      endAt: new Date(now + DAY),
    });
    await createBanner(t.db, { audience: 'MEMBER', displayYn: false });
    await createBanner(t.db, { audience: 'MEMBER', startAt: new Date(now + DAY) });
    await createBanner(t.db, { audience: 'MEMBER', endAt: new Date(now - 1000) });

    const { body } = await post({}, token);

    expect(ids(body)).toEqual([open.bannerIdx]);
  });

  // Like a guest (no member banners), yet a member: no 비회원 (signup) banner.
  it('treats telecom 01 like a guest without the 비회원 banners: those for everyone only', async () => {
    const token = await memberToken();
    const all = await createBanner(t.db, { audience: 'ALL' });
    await createBanner(t.db, { audience: 'GUEST' });
    await createBanner(t.db, { audience: 'MEMBER' });

    const { body } = await post({ nServiceCheckYn: 'N', telecomCode: '01' }, token);

    expect(ids(body)).toEqual([all.bannerIdx]);
  });

  it('reads fresh on every call rather than from the shared cache', async () => {
    const token = await memberToken();
    await createBanner(t.db, { audience: 'MEMBER' });
    expect(ids((await post(undefined, token)).body)).toHaveLength(1);
    await createBanner(t.db, { audience: 'MEMBER' });
    expect(ids((await post(undefined, token)).body)).toHaveLength(2);
  });

  it('answers 401 without a jwt', async () => {
    const { statusCode, body } = await post({ telecomCode: '02' });
    expect(statusCode).toBe(401);
    expect(body).toMatchObject({ errorCode: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });
  });

  it('refuses an unknown telecom code with the Korean message', async () => {
    const token = await memberToken();
    const { statusCode, body } = await post({ telecomCode: '09' }, token);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '통신사를 선택해 주세요.',
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBanner, createMember } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { bannerActions, mainBanners } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const URL = '/api/banner/action/insert';
const clicks = () => t.db.select().from(bannerActions);

describe('POST /api/banner/action/insert', () => {
  it('records a guest click without a member and answers ok, never cached', async () => {
    const banner = await createBanner(t.db, { bannerType: 'LNB' });

    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { bannerType: 'LNB', bannerDetailType: 'LNB', bannerIdx: banner.bannerIdx },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: null });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await clicks()).toMatchObject([
      { bannerType: 'LNB', bannerDetailType: 'LNB', bannerIdx: banner.bannerIdx, userIdx: null },
    ]);
  });

  it('records the member of the jwt, and each click again', async () => {
    const member = await createMember(t.db);
    const token = await signMemberToken(memberTokenKey(t.config), member);
    const banner = await createBanner(t.db, { bannerType: 'POPUP' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: URL,
        headers: { 'x-access-token': token },
        payload: { bannerType: 'POPUP', bannerDetailType: 'MAIN', bannerIdx: banner.bannerIdx },
      });

    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);

    const rows = await clicks();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.userIdx).toBe(member.userIdx);
  });

  it('takes MAIN ids as main-banner grid tiles', async () => {
    const [tile] = await t.db
      .insert(mainBanners)
      .values({ slotCode: 'b1', mainBannerName: '메인', savePath: '/media/m.png', alt: '메인' })
      .returning();
    const { statusCode } = await postJson(t.app, URL, {
      bannerType: 'MAIN',
      bannerDetailType: 'MAIN',
      bannerIdx: tile?.mainBannerIdx,
    });
    expect(statusCode).toBe(200);
    expect(await clicks()).toMatchObject([{ bannerType: 'MAIN', bannerIdx: tile?.mainBannerIdx }]);
  });

  it('answers 404 in Korean for a banner that does not exist or is of another type', async () => {
    const banner = await createBanner(t.db, { bannerType: 'BANNER' });
    for (const payload of [
      { bannerType: 'BANNER', bannerDetailType: 'MAIN', bannerIdx: banner.bannerIdx + 100 },
      { bannerType: 'QR', bannerDetailType: 'QR', bannerIdx: banner.bannerIdx },
      { bannerType: 'MAIN', bannerDetailType: 'MAIN', bannerIdx: banner.bannerIdx },
    ]) {
      const { statusCode, body } = await postJson(t.app, URL, payload);
      expect(statusCode, JSON.stringify(payload)).toBe(404);
      expect(body).toMatchObject({
        success: false,
        errorCode: 'NOT_FOUND',
        message: '배너를 찾을 수 없습니다.',
      });
    }
    expect(await clicks()).toEqual([]);
  });

  it('refuses a bad body with a validation error', async () => {
    for (const payload of [
      {},
      { bannerType: 'SIDE', bannerDetailType: 'MAIN', bannerIdx: 1 },
      { bannerType: 'BANNER', bannerDetailType: 'TOP', bannerIdx: 1 },
      { bannerType: 'BANNER', bannerDetailType: 'MAIN', bannerIdx: -1 },
      { bannerType: 'BANNER', bannerDetailType: 'MAIN', bannerIdx: 1, extra: true },
    ]) {
      const { statusCode, body } = await postJson(t.app, URL, payload);
      expect(statusCode, JSON.stringify(payload)).toBe(400);
      expect(body.errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a jwt that does not verify with 401', async () => {
    const banner = await createBanner(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'x-access-token': 'not-a-token' },
      payload: { bannerType: 'BANNER', bannerDetailType: 'MAIN', bannerIdx: banner.bannerIdx },
    });
    expect(response.statusCode).toBe(401);
    expect(await clicks()).toEqual([]);
  });
});

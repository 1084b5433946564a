import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBanner } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const ids = (body: { data: { bannerIdx: number }[] }) => body.data.map((b) => b.bannerIdx);

describe('POST /api/banner/list', () => {
  it('lists guest banners of every type with the list fields', async () => {
    const popup = await createBanner(t.db, {
      bannerType: 'POPUP',
      bannerName: '오픈 기념',
      savePath: null,
      bannerLink: '/notice/1',
      popupDescription: '<p>성수에 오신 것을 환영합니다</p><script>x()</script>',
    });
    const lnb = await createBanner(t.db, { bannerType: 'LNB' });
    const qr = await createBanner(t.db, { bannerType: 'QR' });
    const bottom = await createBanner(t.db, { bannerType: 'BOTTOM' });
    const promo = await createBanner(t.db, { bannerType: 'BANNER', audience: 'GUEST' });

    const { statusCode, body } = await postJson(t.app, '/api/banner/list', {});

    expect(statusCode).toBe(200);
    expect(new Set(ids(body))).toEqual(
      new Set([popup.bannerIdx, lnb.bannerIdx, qr.bannerIdx, bottom.bannerIdx, promo.bannerIdx]),
    );
    expect(body.data.find((b: { bannerIdx: number }) => b.bannerIdx === popup.bannerIdx)).toEqual({
      bannerIdx: popup.bannerIdx,
      bannerType: 'POPUP',
      bannerName: '오픈 기념',
      savePath: null,
      alt: popup.alt,
      bannerLink: '/notice/1',
      popupDescription: '<p>성수에 오신 것을 환영합니다</p>',
    });
  });

  it('leaves out hidden, member-only and out-of-window banners', async () => {
    const now = Date.now();
    const open = await createBanner(t.db, {
      startAt: new Date(now - DAY),
      endAt: new Date(now + DAY),
    });
    await createBanner(t.db, { displayYn: false });
    await createBanner(t.db, { audience: 'MEMBER' });
    await createBanner(t.db, { startAt: new Date(now + DAY) });
    await createBanner(t.db, { endAt: new Date(now - 1000) });

    const { body } = await postJson(t.app, '/api/banner/list');

    expect(ids(body)).toEqual([open.bannerIdx]);
  });

  // Carrier 01 is treated like a guest for banner selection (spec 000 §6), so
  // an SKT member asks this guest call with their telecomCode. A banner for 비회원 (signing up)
  // does not apply to someone who has an account; member banners stay out as for a guest.
  it('gives a member of carrier 01 the banners for everyone, not the 비회원 ones', async () => {
    const all = await createBanner(t.db, { bannerType: 'BANNER', audience: 'ALL' });
    const signup = await createBanner(t.db, { bannerType: 'BANNER', audience: 'GUEST' });
    await createBanner(t.db, { bannerType: 'BANNER', audience: 'MEMBER' });

    const skt = await postJson(t.app, '/api/banner/list', {
      nServiceCheckYn: 'N',
      telecomCode: '01',
    });
    expect(skt.statusCode).toBe(200);
    expect(ids(skt.body)).toEqual([all.bannerIdx]);

    // A guest, asking the same call right after (the list is cached per audience), still does.
    const guest = await postJson(t.app, '/api/banner/list', {});
    expect(new Set(ids(guest.body))).toEqual(new Set([all.bannerIdx, signup.bannerIdx]));
  });

  it('orders banners of one type by the admin order', async () => {
    const second = await createBanner(t.db, { bannerType: 'LNB', sortIndex: 2 });
    const first = await createBanner(t.db, { bannerType: 'LNB', sortIndex: 1 });
    const { body } = await postJson(t.app, '/api/banner/list', {});
    expect(ids(body)).toEqual([first.bannerIdx, second.bannerIdx]);
  });

  it('refuses an unknown telecom code with the Korean message', async () => {
    const { statusCode, body } = await postJson(t.app, '/api/banner/list', { telecomCode: '09' });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '통신사를 선택해 주세요.',
    });
  });
});

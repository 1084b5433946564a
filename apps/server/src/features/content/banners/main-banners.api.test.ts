import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { mainBanners } from '../../../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function createMainBanner(overrides: Partial<typeof mainBanners.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(mainBanners)
    .values({
      slotCode: 'a1',
      mainBannerName: '메인 배너',
      savePath: '/media/main/1.png',
      alt: '메인 배너',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

const getList = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/banner/mainbannerlist' });
  return { statusCode: response.statusCode, body: response.json() };
};

describe('GET /api/banner/mainbannerlist', () => {
  it('answers the displayed main banners in display order under data.data', async () => {
    const second = await createMainBanner({ slotCode: 'a2', sortIndex: 2, linkUrl: '/notice' });
    const first = await createMainBanner({
      slotCode: 'a1',
      sortIndex: 1,
      mainBannerName: '오픈 프로그램',
      actionType: 'PROGRAM',
      alt: '오픈 프로그램 안내',
    });
    await createMainBanner({ slotCode: 'a3', sortIndex: 0, displayYn: false });

    const { statusCode, body } = await getList();

    expect(statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.data).toEqual([
      {
        mainBannerIdx: first.mainBannerIdx,
        slotCode: 'a1',
        savePath: '/media/main/1.png',
        linkUrl: null,
        mainBannerName: '오픈 프로그램',
        actionType: 'PROGRAM',
        programIdx: null,
        alt: '오픈 프로그램 안내',
      },
      {
        mainBannerIdx: second.mainBannerIdx,
        slotCode: 'a2',
        savePath: '/media/main/1.png',
        linkUrl: '/notice',
        mainBannerName: '메인 배너',
        actionType: 'LINK',
        programIdx: null,
        alt: '메인 배너',
      },
    ]);
  });

  it('answers an empty list when no main banner is displayed', async () => {
    const { statusCode, body } = await getList();
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({ data: [] });
  });

  it('serves repeated reads from the read cache until content changes', async () => {
    await createMainBanner();
    expect((await getList()).body.data.data).toHaveLength(1);
    await createMainBanner({ slotCode: 'a2' });
    expect((await getList()).body.data.data).toHaveLength(1);
    t.app.readCache.invalidate();
    expect((await getList()).body.data.data).toHaveLength(2);
  });
});

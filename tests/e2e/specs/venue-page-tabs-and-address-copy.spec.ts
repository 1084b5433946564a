import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type TourDetail,
  tourDetailResponse,
  type ZoneListFloor,
  zoneListResponse,
} from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';

/**
 * The /seongsu tabs live in `?tab=` (an unknown value shows
 * 브랜드), the address copy button puts the address on the clipboard and shows its toast, the tour
 * tab shows the course the server serves (POST /api/tour/detail over the seed) with each floor's
 * zones, and the venue page (every tab) and a zone page pass axe.
 */

async function listZones(request: APIRequestContext): Promise<ZoneListFloor[]> {
  const response = await request.get('/api/zone/list');
  expect(response.ok(), 'GET /api/zone/list').toBe(true);
  return zoneListResponse.parse(await response.json()).data;
}

async function getTour(request: APIRequestContext): Promise<TourDetail> {
  const response = await request.post('/api/tour/detail', { data: {} });
  expect(response.ok(), 'POST /api/tour/detail').toBe(true);
  return tourDetailResponse.parse(await response.json()).data;
}

/** Full-page screenshots when E2E_SCREENSHOT_DIR is set, to look at the screens after a run. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const tabs = [
  { query: 'brand', name: '브랜드', heading: /연결이 신호가 되는 곳/ },
  { query: 'space', name: '공간', heading: '층마다 다른 이야기를 만나 보세요' },
  { query: 'location', name: '오시는 길', heading: /성수역 5번 출구에서/ },
  { query: 'tour', name: '투어 코스', heading: '처음 오셨다면 이 순서로 둘러보세요' },
] as const;

test('the /seongsu tabs follow the query, and an unknown tab shows 브랜드', async ({ page }) => {
  await page.goto('/seongsu');
  const tablist = page.getByRole('tablist', { name: '성수 공간 안내' });
  await expect(tablist.getByRole('tab')).toHaveText(tabs.map((tab) => tab.name));
  await expect(tablist.getByRole('tab', { name: '브랜드' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  for (const tab of tabs) {
    await tablist.getByRole('tab', { name: tab.name }).click();
    await expect(page).toHaveURL(`/seongsu?tab=${tab.query}`);
    await expect(tablist.getByRole('tab', { name: tab.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel', { name: tab.name });
    await expect(panel.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
    // Only the chosen tab's panel is shown (the space tab's floor map has panels of its own).
    for (const other of tabs.filter((t) => t !== tab)) {
      await expect(page.getByRole('tabpanel', { name: other.name, exact: true })).toHaveCount(0);
    }
    if (tab.query === 'location') {
      await expect(panel.getByRole('img', { name: /약도/ })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    await expectNoA11yViolations(page);
    await screenshot(page, `seongsu-${tab.query}`);
  }

  // Choosing a tab replaces the history entry: back leaves the venue page.
  await page.goto('/');
  await page.goto('/seongsu?tab=space');
  await page.getByRole('tab', { name: '투어 코스' }).click();
  await expect(page).toHaveURL('/seongsu?tab=tour');
  await page.goBack();
  await expect(page).toHaveURL('/');

  await page.goto('/seongsu?tab=nowhere');
  await expect(page.getByRole('tab', { name: '브랜드' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: '브랜드' }).getByRole('heading', { level: 2 }).first(),
  ).toBeVisible();

  // The keyboard moves along the tabs and selects as it goes.
  await page.getByRole('tab', { name: '브랜드' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '공간' })).toBeFocused();
  await expect(page).toHaveURL('/seongsu?tab=space');
});

test('the address copy button copies the address and shows 주소가 복사되었어요.', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/seongsu?tab=location');
  const panel = page.getByRole('tabpanel', { name: '오시는 길' });
  await expect(panel.getByText('매일 11:00 – 20:00')).toBeVisible();
  await expect(panel.getByText(/매월 셋째 주 월요일/)).toBeVisible();
  const directions = panel.getByRole('link', { name: '카카오맵으로 길찾기' });
  await expect(directions).toHaveAttribute(
    'href',
    /^https:\/\/map\.kakao\.com\/link\/to\/[^,]+,37\.\d+,127\.\d+$/,
  );

  await panel.getByRole('button', { name: '주소 복사' }).click();
  // Spec 001 §9: the toast stays 600 ms.
  await expect(page.getByRole('status').getByText('주소가 복사되었어요.')).toBeVisible({
    timeout: 500,
  });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '서울특별시 성동구 성수이로 118',
  );
  await expect(page.getByText('주소가 복사되었어요.')).toBeHidden();
});

test('a zone card on the space tab opens its location sheet and its zone page', async ({
  page,
  request,
}) => {
  const floors = await listZones(request);
  const floor = floors.find((f) => f.zoneList.length > 0)!;
  const zone = floor.zoneList[0]!;

  await page.goto('/seongsu?tab=space');
  const panel = page.getByRole('tabpanel', { name: '공간' });
  // The first floor starts open.
  await expect(
    panel.getByRole('button', { name: new RegExp(`^${floor.floorName} ${floor.floorLabel}\\s*,`) }),
  ).toHaveAttribute('aria-expanded', 'true');

  await panel.getByRole('button', { name: `${zone.zoneName} 위치 보기` }).click();
  const sheet = page.getByRole('dialog', { name: `${zone.zoneName} 위치` });
  await expect(
    sheet.getByRole('img', { name: new RegExp(`${zone.zoneName}의 위치`) }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, 'seongsu-space-location-sheet');
  await sheet.getByRole('link', { name: '상세보기' }).click();

  await expect(page).toHaveURL(`/seongsu/${zone.zoneIdx}`);
  // The zone page is one article named by the zone (the space tab's cards are gone).
  await expect(page.getByRole('tabpanel', { name: '공간' })).toHaveCount(0);
  const article = page.getByRole('article', { name: zone.zoneName });
  await expect(article.getByRole('heading', { level: 2, name: zone.zoneName })).toBeVisible();
  await expect(article).toContainText(zone.zoneSummary);
  // Spec 000 §2: the header floats over the hero until the page scrolls past 15 px.
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-inverted', '');
  await page.waitForLoadState('networkidle');
  await expectNoA11yViolations(page);
  await screenshot(page, 'zone-detail');
  await page.mouse.wheel(0, 200);
  await expect(header).not.toHaveAttribute('data-inverted', '');
  await expectNoA11yViolations(page);
});

test('the tour tab shows the seeded course from the server, each floor linking to its zones', async ({
  page,
  request,
}) => {
  const [tour, floors] = await Promise.all([getTour(request), listZones(request)]);
  expect(tour.stopList.length).toBeGreaterThan(1);

  await page.goto('/seongsu?tab=tour');
  const panel = page.getByRole('tabpanel', { name: '투어 코스' });
  await expect(panel.getByRole('heading', { level: 2, name: tour.tourTitle })).toBeVisible();
  const route = panel.getByRole('list', { name: '투어 순서' });
  await expect(route.getByRole('heading', { level: 3 })).toHaveText(
    // Each title follows a screen-reader prefix (시작: / n번째 코스: ).
    tour.stopList.map(
      (stop) => new RegExp(`${stop.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    ),
  );

  const stop = tour.stopList.find((s) => s.floorIdx !== null)!;
  const zones = floors.find((f) => f.floorIdx === stop.floorIdx)!.zoneList;
  const links = panel.getByRole('list', { name: `${stop.label}의 공간` }).getByRole('link');
  await expect(links).toHaveText(zones.map((zone) => zone.zoneName));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, 'seongsu-tour-first-screen.png') });
  }

  await links.first().click();
  await expect(page).toHaveURL(`/seongsu/${zones[0]!.zoneIdx}`);
  await expect(page.getByRole('heading', { level: 2, name: zones[0]!.zoneName })).toBeVisible();
});

test.describe('an unknown zone', () => {
  // The document answers 404, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource: .*404/] });

  test('an unknown zone id shows the not-found screen, with status 404', async ({ page }) => {
    const response = await page.goto('/seongsu/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '공간을 찾을 수 없어요.' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

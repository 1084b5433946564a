import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  checkinBannerListResponse,
  staffFloorSaveResponse,
  staffHotspotSaveResponse,
  zoneListResponse,
} from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { SANDBOX_OPERATOR } from '../support/staff';

/** Saves the page's picture when E2E_SCREENSHOT_DIR is set (to look at after a run). */
async function screenshotIfAsked(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled' });
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data });
  expect(
    response.ok(),
    `POST ${path} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return response.json();
}

// Decision 030: a real venue's uploaded plan and the hotspot rectangles an editor placed on it
// (POST /api/staff/floors/plan/save, /api/staff/hotspots/save) are what the visitor map draws.
// The floor is made for this test and removed after it; the demo floors stay as they are.
test("an editor's floor plan and hotspot rectangles are what the visitor's map draws, and tappable", async ({
  page,
  request,
}) => {
  const { loginId, password } = SANDBOX_OPERATOR;
  await post(request, '/api/staff/login', { loginId, password });
  const floorIdx = staffFloorSaveResponse.parse(
    await post(request, '/api/staff/floors/save', {
      floorName: '3F',
      floorLabel: '3층 테스트',
      index: 90,
      congestion: 'LOW',
    }),
  ).data.floorIdx;
  const hotspotIds: number[] = [];
  try {
    // A plan image the server serves (an "uploaded" plan in every way the map cares about).
    await post(request, '/api/staff/floors/plan/save', {
      floorIdx,
      plan: { savePath: '/media/zone-map/main-hall.svg', width: 750, height: 500 },
    });
    const zones = zoneListResponse
      .parse(await (await request.get('/api/zone/list')).json())
      .data.flatMap((floor) => floor.zoneList);
    const zone = zones[0]!;
    const program = checkinBannerListResponse
      .parse(await post(request, '/api/checkin/banner/list', {}))
      .data.find((h) => h.mapType.charAt(2) === 'P' && h.mapType !== 'G1P0001')!;
    hotspotIds.push(
      staffHotspotSaveResponse.parse(
        await post(request, '/api/staff/hotspots/save', {
          floorIdx,
          mapType: 'T3Z0001',
          zoneIdx: zone.zoneIdx,
          label: '테스트 라운지',
          labelEn: 'Test Lounge',
          rect: { x: 0.05, y: 0.1, width: 0.5, height: 0.4 },
        }),
      ).data.mapHotspotIdx,
      staffHotspotSaveResponse.parse(
        await post(request, '/api/staff/hotspots/save', {
          floorIdx,
          mapType: 'T3P0001',
          programIdx: program.programIdx,
          label: '작은 무대',
          // smaller than a finger: the target still gets 44 px
          rect: { x: 0.8, y: 0.7, width: 0.02, height: 0.02 },
        }),
      ).data.mapHotspotIdx,
    );

    await page.goto(`/seongsu?tab=space&floor=${floorIdx}`);
    const panel = page.getByRole('tabpanel', { name: '3F 3층 테스트' });
    const plan = panel.getByRole('img', { name: '3층 테스트 평면도' });
    await expect(plan).toBeVisible();
    await expect(plan).toHaveAttribute('src', '/media/zone-map/main-hall.svg');
    const planBox = (await plan.boundingBox())!;
    expect(planBox.width / planBox.height).toBeCloseTo(750 / 500, 1);

    const lounge = panel.getByRole('link', { name: '테스트 라운지 Test Lounge' });
    const loungeBox = (await lounge.boundingBox())!;
    expect(loungeBox.x - planBox.x).toBeCloseTo(planBox.width * 0.05, 0);
    expect(loungeBox.y - planBox.y).toBeCloseTo(planBox.height * 0.1, 0);
    expect(loungeBox.width).toBeCloseTo(planBox.width * 0.5, 0);
    const stage = panel.getByRole('link', { name: '작은 무대 프로그램' });
    const stageBox = (await stage.boundingBox())!;
    expect(stageBox.width).toBeGreaterThanOrEqual(44);
    expect(stageBox.height).toBeGreaterThanOrEqual(44);
    // centred on its rectangle
    expect(stageBox.x + stageBox.width / 2 - planBox.x).toBeCloseTo(planBox.width * 0.81, 0);
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'floor-map-uploaded-plan');

    await lounge.click();
    await expect(page).toHaveURL(`/seongsu/${zone.zoneIdx}`);
  } finally {
    for (const mapHotspotIdx of hotspotIds) {
      await post(request, '/api/staff/hotspots/delete', { mapHotspotIdx });
    }
    await post(request, '/api/staff/floors/delete', { floorIdx });
  }
});

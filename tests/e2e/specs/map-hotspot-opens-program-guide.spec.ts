import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  type CheckinBanner,
  checkinBannerListResponse,
  floorsListResponse,
  type ProgramDetail,
  programDetailResponse,
} from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';

/** The floor-map hotspots and one program, read through the real API (not copies of the seed). */
async function listHotspots(request: APIRequestContext): Promise<CheckinBanner[]> {
  const response = await request.post('/api/checkin/banner/list', { data: {} });
  expect(response.ok()).toBe(true);
  return checkinBannerListResponse.parse(await response.json()).data;
}

async function getProgram(request: APIRequestContext, programIdx: number): Promise<ProgramDetail> {
  const response = await request.post('/api/program/detail', { data: { programIdx } });
  expect(response.ok(), `POST /api/program/detail ${programIdx}`).toBe(true);
  return programDetailResponse.parse(await response.json()).data;
}

/** The first line of a CMS program name (it may carry a <br>), as text. */
function firstLine(programName: string): string {
  return programName
    .split(/<br\s*\/?>/i)[0]!
    .replace(/<[^>]*>/g, '')
    .trim();
}

/** Saves an element's picture when E2E_SCREENSHOT_DIR is set (to look at after a run). */
async function screenshotIfAsked(target: Page | Locator, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = 'page' in target ? target.page() : target;
  await page.evaluate(() => document.fonts.ready);
  await target.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled' });
}

test("a visitor taps 1F's Main Hall hotspot, reads the program guide and opens the program", async ({
  page,
  request,
}) => {
  const entry = (await listHotspots(request)).find((hotspot) => hotspot.mapType === 'G1P0001');
  expect(entry, 'the seed has a G1P0001 hotspot').toBeTruthy();
  const program = await getProgram(request, entry!.programIdx);
  const name = firstLine(program.programName);

  await page.goto('/seongsu?tab=space&floor=1');
  const b1 = page.getByRole('tabpanel', { name: 'B1 지하 1층' });
  await expect(b1.getByRole('img', { name: '지하 1층 평면도' })).toBeVisible();

  await page.getByRole('tab', { name: '1F 1층' }).click();
  await expect(page).toHaveURL(/[?&]floor=2(&|$)/);
  await expect(page).toHaveURL(/[?&]tab=space(&|$)/);
  const map = page.getByRole('tabpanel', { name: '1F 1층' });
  await expect(map.getByRole('img', { name: '1층 평면도' })).toBeVisible();

  const hotspot = map.getByRole('button', { name: '이머시브 룸 프로그램' });
  await hotspot.click();
  const sheet = page.getByRole('dialog', { name: '프로그램 안내' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  if (program.zoneName) await expect(sheet).toContainText(program.zoneName);
  await expect(sheet.getByRole('link', { name: '체험방법 알아보기' })).toHaveCount(
    program.tutorialYn === 'Y' ? 1 : 0,
  );
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'map-program-guide-sheet');

  await sheet.getByRole('link', { name: '상세보기' }).click();
  await expect(page).toHaveURL(`/program/${program.programIdx}`);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', '');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'program-detail');
});

test('every floor has its own plan with its hotspots', async ({ page, request }) => {
  const floorsResponse = await request.post('/api/floors/list', { data: {} });
  const floors = floorsListResponse.parse(await floorsResponse.json()).data;
  const hotspots = await listHotspots(request);

  await page.goto('/seongsu?tab=space');
  // No ?floor=: the map opens on 1F (spec 000 §9, default floor 2).
  await expect(page.getByRole('tab', { name: '1F 1층' })).toHaveAttribute('aria-selected', 'true');
  for (const floor of [...floors].sort((a, b) => a.index - b.index)) {
    await page.getByRole('tab', { name: `${floor.floorName} ${floor.floorLabel}` }).click();
    const panel = page.getByRole('tabpanel', { name: `${floor.floorName} ${floor.floorLabel}` });
    await expect(panel.getByRole('img', { name: `${floor.floorLabel} 평면도` })).toBeVisible();
    const expected = hotspots.filter((hotspot) => hotspot.floorIdx === floor.floorIdx).length;
    const list = panel.getByRole('list', { name: `${floor.floorLabel} 공간과 프로그램` });
    await expect(list.getByRole('link').or(list.getByRole('button'))).toHaveCount(expected);
    await screenshotIfAsked(panel, `floor-map-${floor.floorIdx}`);
  }
  await expectNoA11yViolations(page);
});

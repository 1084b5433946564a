import type { APIRequestContext, Page } from '@playwright/test';
import {
  checkinBannerListResponse,
  programDetailResponse,
  staffFloorListResponse,
  staffFloorSaveResponse,
  staffHotspotListResponse,
  staffHotspotSaveResponse,
  staffOperatorCreateResponse,
  zoneListResponse,
} from '@venue/contract';
import { expect, expectNoA11yViolations, test, waitForApp } from '../fixtures';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage, SANDBOX_OPERATOR } from '../support/staff';

async function post(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, { data });
  expect(
    response.ok(),
    `POST ${path} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return response.json();
}

/**
 * The floors the running test makes (by their Korean label) and the operators it adds. A worker
 * runs one test at a time and has this module to itself, so each test removes only its own.
 */
const madeFloors: string[] = [];
const madeOperators: number[] = [];

/**
 * Clean-up after each test, with an API context of its own: after a timeout the test's `request`
 * is closed, and a floor left behind breaks the next floor-map specs (every floor has a plan).
 * Floors are found by label, so one the console made before the test stopped is found too.
 */
test.afterEach(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const { loginId, password } = SANDBOX_OPERATOR;
    await post(api, '/api/staff/login', { loginId, password });
    const floors = staffFloorListResponse.parse(await post(api, '/api/staff/floors', {})).data;
    const labels = madeFloors.splice(0);
    for (const { floorIdx } of floors.filter((f) => labels.includes(f.floorLabel))) {
      const left = staffHotspotListResponse.parse(
        await post(api, '/api/staff/hotspots', { floorIdx }),
      ).data;
      for (const { mapHotspotIdx } of left) {
        await post(api, '/api/staff/hotspots/delete', { mapHotspotIdx });
      }
      await post(api, '/api/staff/floors/delete', { floorIdx });
    }
    for (const operatorIdx of madeOperators.splice(0)) {
      await post(api, '/api/staff/operators/update', { operatorIdx, activeYn: 'N' });
    }
  } finally {
    await api.dispose();
  }
});

// Decision 030: a real venue's uploaded plan and the hotspot rectangles an editor placed on it
// (POST /api/staff/floors/plan/save, /api/staff/hotspots/save) are what the visitor map draws.
// The floor is made for this test and removed after it; the demo floors stay as they are.
test("an editor's floor plan and hotspot rectangles are what the visitor's map draws, and tappable", async ({
  page,
  request,
}) => {
  const { loginId, password } = SANDBOX_OPERATOR;
  await post(request, '/api/staff/login', { loginId, password });
  madeFloors.push('3층 테스트');
  const floorIdx = staffFloorSaveResponse.parse(
    await post(request, '/api/staff/floors/save', {
      floorName: '3F',
      floorLabel: '3층 테스트',
      index: 90,
      congestion: 'LOW',
    }),
  ).data.floorIdx;
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
  staffHotspotSaveResponse.parse(
    await post(request, '/api/staff/hotspots/save', {
      floorIdx,
      mapType: 'T3Z0001',
      zoneIdx: zone.zoneIdx,
      label: '테스트 라운지',
      labelEn: 'Test Lounge',
      rect: { x: 0.05, y: 0.1, width: 0.5, height: 0.4 },
    }),
  );
  staffHotspotSaveResponse.parse(
    await post(request, '/api/staff/hotspots/save', {
      floorIdx,
      mapType: 'T3P0001',
      programIdx: program.programIdx,
      label: '작은 무대',
      // smaller than a finger: the target still gets 44 px
      rect: { x: 0.8, y: 0.7, width: 0.02, height: 0.02 },
    }),
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
});

/** A published program a visitor can open, read through the public API: its id and name. */
async function visitorProgram(request: APIRequestContext) {
  const hotspot = checkinBannerListResponse
    .parse(await post(request, '/api/checkin/banner/list', {}))
    .data.find((h) => h.mapType.charAt(2) === 'P' && h.mapType !== 'G1P0001')!;
  const detail = programDetailResponse.parse(
    await post(request, '/api/program/detail', { programIdx: hotspot.programIdx }),
  ).data;
  const name = detail.programName
    .split(/<br\s*\/?>/i)[0]!
    .replace(/<[^>]*>/g, '')
    .trim();
  return { programIdx: hotspot.programIdx, name };
}

/** A plan image as an uploaded file: a 750 × 500 PNG drawn by the browser. */
async function planPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 750;
    canvas.height = 500;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f4f1ea';
    g.fillRect(0, 0, 750, 500);
    g.strokeStyle = '#262a35';
    g.lineWidth = 6;
    g.strokeRect(20, 20, 710, 460);
    g.strokeRect(420, 80, 240, 240);
    g.beginPath();
    g.moveTo(20, 300);
    g.lineTo(380, 300);
    g.stroke();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

// The floor map in the console (decision 030): an EDITOR makes a floor, uploads its plan,
// drags a hotspot rectangle onto it and links a program; a visitor's phone then shows that plan
// and the hotspot, and a tap opens the program.
test.describe('in the console on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });

  test('an EDITOR uploads a plan, drags a hotspot onto it for a program, and a visitor taps it', async ({
    page,
    request,
    browser,
  }) => {
    // It usually takes 20–45 s; once, on a busy CI machine, a step stalled past 90 s (the clean-up
    // is in afterEach, with its own context, so a timeout leaves no floor behind).
    test.setTimeout(180_000);
    const { loginId, password } = SANDBOX_OPERATOR;
    await post(request, '/api/staff/login', { loginId, password });
    const editor = {
      loginId: `editor-${Date.now().toString(36)}`,
      password: 'editor-pass-1234',
    };
    const { operatorIdx } = staffOperatorCreateResponse.parse(
      await post(request, '/api/staff/operators/create', {
        ...editor,
        name: '지도 편집자',
        role: 'EDITOR',
      }),
    ).data;
    madeOperators.push(operatorIdx);
    const program = await visitorProgram(request);
    let floorIdx: number | undefined;
    await logInToStaffConsole(page, editor);

    // 층: a new floor for this test.
    madeFloors.push('5층 편집 테스트');
    await openConsolePage(page, '층');
    await expect(page.getByRole('heading', { level: 1, name: '층' })).toBeVisible();
    await page.getByRole('button', { name: '새 층 추가' }).click();
    const floorForm = page.getByRole('form', { name: '새 층' });
    await floorForm.getByLabel('층 이름').fill('5F');
    await floorForm.getByLabel('층 한글 이름').fill('5층 편집 테스트');
    await floorForm.getByLabel('순서').fill('90');
    await floorForm.getByRole('radio', { name: '여유' }).check();
    await floorForm.getByRole('button', { name: '등록' }).click();
    await expect(page.getByRole('status')).toHaveText('5F 층을 등록했어요.');
    const floorList = page.getByRole('region', { name: '층 목록' });
    await floorList.getByRole('button', { name: /5층 편집 테스트/ }).click();
    await expect(page.getByRole('form', { name: '5F 층 수정' })).toBeVisible();
    await expect(floorList.getByRole('link', { name: '5F 평면도 없음' })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'console-floors-1280');
    const floors = staffFloorListResponse.parse(await post(request, '/api/staff/floors', {}));
    floorIdx = floors.data.find((floor) => floor.floorLabel === '5층 편집 테스트')!.floorIdx;

    // 지도: the plan, uploaded through the media picker, its size read from the image.
    await openConsolePage(page, '지도');
    await page
      .getByRole('navigation', { name: '층 선택' })
      .getByRole('link', { name: '5F 5층 편집 테스트' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/staff/floor-maps\\?floor=${floorIdx}$`));
    const planForm = page.getByRole('form', { name: '5층 편집 테스트 평면도' });
    await planForm.getByRole('button', { name: '새 이미지 올리기' }).click();
    await planForm.getByLabel('이미지 파일').setInputFiles({
      name: 'plan-5f.png',
      mimeType: 'image/png',
      buffer: await planPng(page),
    });
    await planForm.getByLabel('이미지 설명 (대체 텍스트)').fill('5층 편집 테스트 평면도');
    await planForm.getByRole('button', { name: '올리고 선택하기' }).click();
    await expect(planForm.getByLabel('가로(px)')).toHaveValue('750');
    await expect(planForm.getByLabel('세로(px)')).toHaveValue('500');
    await planForm.getByRole('button', { name: '평면도 저장' }).click();
    await expect(planForm.getByRole('status')).toHaveText(
      '평면도를 저장했어요. 방문자 지도에 바로 보여요.',
    );

    // A rectangle dragged on the plan, from 60 % / 20 % to 85 % / 60 %.
    const canvas = page.getByRole('region', { name: '5층 편집 테스트 평면도 편집' });
    await expect(canvas.getByRole('img', { name: '5층 편집 테스트 평면도' })).toBeVisible();
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(750 / 500, 1);
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.4, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.85, box.y + box.height * 0.6, { steps: 4 });
    await page.mouse.up();
    const hotspotForm = page.getByRole('form', { name: '새 영역' });
    await expect(hotspotForm.getByLabel('지도 코드')).toHaveValue('5FP0001');
    await hotspotForm.getByLabel('연결할 프로그램').selectOption(String(program.programIdx));
    await hotspotForm.getByLabel('지도에 표시할 이름').fill('향수 바 테스트');
    await hotspotForm.getByRole('button', { name: '영역 저장' }).click();
    await expect(page.getByRole('form', { name: '영역 5FP0001' }).getByRole('status')).toHaveText(
      '5FP0001 영역을 저장했어요. 방문자 지도에 바로 보여요.',
    );
    const saved = staffHotspotListResponse.parse(
      await post(request, '/api/staff/hotspots', { floorIdx }),
    ).data;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ mapType: '5FP0001', programIdx: program.programIdx });
    const rect = saved[0]!.rect!;
    expect(rect.x).toBeCloseTo(0.6, 1);
    expect(rect.y).toBeCloseTo(0.2, 1);
    expect(rect.width).toBeCloseTo(0.25, 1);
    expect(rect.height).toBeCloseTo(0.4, 1);
    await canvas.getByRole('button', { name: '5FP0001 향수 바 테스트 영역' }).focus();
    await expectNoA11yViolations(page);
    await canvas.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshotIfAsked(page, 'console-floor-map-1280');

    // The other content pages of the venue, as the EDITOR sees them.
    await openConsolePage(page, '구역');
    await page.getByRole('button', { name: '새 구역 추가' }).click();
    await expect(page.getByRole('form', { name: '새 구역' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotIfAsked(page, 'console-zones-1280');
    await openConsolePage(page, '투어');
    await expect(page.getByRole('form', { name: '투어 수정' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /정류장 1 제목/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'console-tour-1280');

    // A visitor's phone: the uploaded plan, the hotspot where it was dragged, the program.
    const visitorContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(`/seongsu?tab=space&floor=${floorIdx}`);
      await waitForApp(visitor);
      const panel = visitor.getByRole('tabpanel', { name: '5F 5층 편집 테스트' });
      const plan = panel.getByRole('img', { name: '5층 편집 테스트 평면도' });
      await expect(plan).toBeVisible();
      const planBox = (await plan.boundingBox())!;
      const spot = panel.getByRole('link', { name: '향수 바 테스트 프로그램' });
      const spotBox = (await spot.boundingBox())!;
      expect(spotBox.x + spotBox.width / 2 - planBox.x).toBeCloseTo(
        planBox.width * (rect.x + rect.width / 2),
        -1,
      );
      await expectNoA11yViolations(visitor);
      await screenshotIfAsked(visitor, 'visitor-floor-map-editor-plan-390');
      await spot.tap();
      await expect(visitor).toHaveURL(`/program/${program.programIdx}`);
      await expect(
        visitor.getByRole('heading', { level: 2, name: new RegExp(program.name) }),
      ).toBeVisible();
      await screenshotIfAsked(visitor, 'visitor-program-from-hotspot-390');
    } finally {
      await visitorContext.close();
    }
  });

  test('an ADMIN finds the venue settings, with the warning that a maintenance window sends visitors to /inspection', async ({
    page,
  }) => {
    await logInToStaffConsole(page);
    await openConsolePage(page, '운영 설정');
    await expect(page.getByRole('heading', { level: 1, name: '운영 설정' })).toBeVisible();
    const form = page.getByRole('form', { name: '운영 설정' });
    await expect(form.getByLabel('공간 이름')).not.toHaveValue('');
    await expect(form.getByText(/점검 안내\(\/inspection\)로 이동/)).toBeVisible();
    await form.getByRole('checkbox', { name: '점검 시간 예약' }).check();
    await expect(form.getByLabel('시작 (서울 시각)')).toBeVisible();
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'console-venue-settings-1280');
  });
});

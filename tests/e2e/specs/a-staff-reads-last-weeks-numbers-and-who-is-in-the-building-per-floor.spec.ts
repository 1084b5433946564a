import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  type StaffFloor,
  type StaffStats,
  type StaffZone,
  staffFloorListResponse,
  staffStatsResponse,
  staffZoneListResponse,
} from '@venue/contract';
import { expect, expectNoA11yViolations } from '../fixtures';
import { createConsoleOperator, laptopContext } from '../support/console-editor';
import { testOnOwnVenue } from '../support/own-venue';
import { checkInAtTheDoor } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import {
  logInToStaffConsole,
  memberWithQrPass,
  openConsolePage,
  postOk,
  SANDBOX_OPERATOR,
} from '../support/staff';

/**
 * An ADMIN gives a floor a capacity of 3 and three members come in and go up
 * to a zone on it; a STAFF operator on a laptop (1280×800) sees on 오늘 that floor 가득 참 with
 * the warning and the last seven days, then opens 통계: the last 7 days by default, its totals as
 * the API counts them, four charts each with its table, a floor chosen by name, and the table as
 * CSV. On a venue of its own, so the counts are only this spec's and the demo's.
 */
const test = testOnOwnVenue();
test.describe.configure({ timeout: 150_000 });

async function adminRequest(request: APIRequestContext) {
  await postOk(request, '/api/staff/login', {
    loginId: SANDBOX_OPERATOR.loginId,
    password: SANDBOX_OPERATOR.password,
  });
}

test('a STAFF reads last week’s numbers in charts and tables, and who is in the building per floor against its capacity', async ({
  browser,
  request,
  venue,
}) => {
  // An ADMIN sets the capacity of a floor that has a zone (층 → 수용 인원), through the API.
  await adminRequest(request);
  const floors: StaffFloor[] = staffFloorListResponse.parse(
    await postOk(request, '/api/staff/floors', {}),
  ).data;
  const zones: StaffZone[] = staffZoneListResponse.parse(
    await postOk(request, '/api/staff/zones', {}),
  ).data;
  const zone = zones.find((z) => floors.some((f) => f.floorIdx === z.floorIdx));
  if (!zone) throw new Error('the demo venue has no zone on a floor');
  const floor = floors.find((f) => f.floorIdx === zone.floorIdx)!;
  for (const f of floors) {
    await postOk(request, '/api/staff/floors/save', {
      floorIdx: f.floorIdx,
      floorName: f.floorName,
      floorLabel: f.floorLabel,
      index: f.index,
      congestion: f.congestion,
      capacity: f.floorIdx === floor.floorIdx ? 3 : 200,
    });
  }

  // Three members come in at the door, then go up to the zone on that floor; one has booked today.
  const members = [];
  for (const name of ['윤하람', '서도윤', '문채원']) {
    members.push(await memberWithQrPass(request, name));
  }
  await postOk(request, '/sandbox/api/reserve-entries', {
    userIdx: members[0]!.userIdx,
    daysAhead: 0,
  });
  for (const member of members) {
    await checkInAtTheDoor(request, member.qrUuid);
    await checkInAtTheDoor(request, member.qrUuid, { zoneIdx: zone.zoneIdx });
  }

  const staff = await createConsoleOperator(request, 'STAFF', '통계스태프');
  const { context, page } = await laptopContext(browser, { baseURL: venue.url });
  await logInToStaffConsole(page, staff);

  // 오늘: the floor full, with the warning, and the last seven days.
  await openConsolePage(page, '오늘');
  const headcount = page.getByRole('region', { name: '층별 관내 인원' });
  await expect(headcount).toContainText('입장 기준');
  const row = headcount.getByRole('listitem').filter({ hasText: floor.floorLabel });
  await expect(row).toContainText('3명 / 3명');
  await expect(row).toContainText('가득 참 100%');
  await expect(headcount).toContainText(
    `${floor.floorLabel}: 수용 인원이 찼어요. 입장을 잠시 멈춰 주세요.`,
  );
  const week = page.getByRole('region', { name: '지난 7일' });
  await expect(week.getByRole('row')).toHaveCount(8);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-today-headcount-1280', { fullPage: true });

  // 통계: the last 7 days by default, as the API counts them.
  await openConsolePage(page, '통계');
  await expect(page.getByRole('heading', { level: 1, name: '통계' })).toBeVisible();
  await expect(page.getByRole('button', { name: '지난 7일' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const from = await page.getByLabel('시작 날짜').inputValue();
  const to = await page.getByLabel('끝 날짜').inputValue();
  const asked: StaffStats = staffStatsResponse.parse(
    await postOk(page.request, '/api/staff/stats', { from, to }),
  ).data;
  expect(asked.days).toHaveLength(7);
  expect(asked.totals.checkIns).toBeGreaterThanOrEqual(3);
  expect(asked.totals.bookings).toBeGreaterThanOrEqual(1);
  const totals = page.getByRole('region', { name: '기간 합계' });
  await expect(totals).toContainText(`예약${asked.totals.bookings.toLocaleString('ko-KR')}건`);
  await expect(totals).toContainText(`입장${asked.totals.checkIns.toLocaleString('ko-KR')}명`);
  for (const [section, chart] of [
    ['날짜별 예약·응모·입장', /날짜별 예약·응모·입장/],
    ['채움률', /날짜별 채움률/],
    ['취소 사유와 불참', /날짜별 취소 사유/],
    ['시간대별 입장', /시간대별 입장/],
  ] as const) {
    const card = page.getByRole('region', { name: section, exact: true });
    await expect(card.getByRole('img', { name: chart })).toBeVisible();
    await expect(card.getByRole('table')).toBeVisible();
  }
  const activity = page.getByRole('region', { name: '날짜별 예약·응모·입장', exact: true });
  const todayRow = activity.getByRole('table').getByRole('row').nth(7);
  await expect(todayRow).toContainText(String(asked.days[6]!.checkIns));
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-stats-1280', { fullPage: true });
  await screenshotIfAsked(page, 'console-stats-1280-first-screen');

  // The floor chosen by name: its three members at their first check-in on it.
  await page.getByLabel('층').selectOption({ label: `${floor.floorLabel} (${floor.floorName})` });
  await expect(page).toHaveURL(new RegExp(`floor=${floor.floorIdx}`));
  const onFloor: StaffStats = staffStatsResponse.parse(
    await postOk(page.request, '/api/staff/stats', { from, to, floorIdx: floor.floorIdx }),
  ).data;
  expect(onFloor.totals.checkIns).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('region', { name: '기간 합계' })).toContainText(
    `입장${onFloor.totals.checkIns.toLocaleString('ko-KR')}명`,
  );

  // The same table as a file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV 내려받기' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`통계_${from}_${to}.csv`);
  const csv = (await readFile(await download.path())).toString('utf8');
  expect(csv.startsWith('\uFEFF날짜,예약,응모,정원,예약 좌석,채움률(%),입장,불참')).toBe(true);
  expect(csv.trim().split('\r\n').at(-1)).toMatch(/^합계,/);
  await expect(page.getByRole('status').filter({ hasText: '파일을 내려받았어요.' })).toBeVisible();

  // 지난 30일 in one press.
  await page.getByRole('button', { name: '지난 30일' }).click();
  await expect(page.getByRole('button', { name: '지난 30일' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(activity.getByRole('table').getByRole('rowheader')).toHaveCount(31);
  await expectNoA11yViolations(page);
  await context.close();
});

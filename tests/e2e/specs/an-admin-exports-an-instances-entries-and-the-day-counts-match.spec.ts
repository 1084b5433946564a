import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import {
  type StaffDashboard,
  sandboxReserveEntryResponse,
  staffDashboardResponse,
} from '@venue/contract';
import ExcelJS from 'exceljs';
import { expect, expectNoA11yViolations } from '../fixtures';
import { laptopContext } from '../support/console-editor';
import { testOnOwnVenue } from '../support/own-venue';
import { checkInAtTheDoor } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import {
  logInToStaffConsole,
  memberWithQrPass,
  openConsolePage,
  SANDBOX_OPERATOR,
} from '../support/staff';

/**
 * Decision 033: two members check in and one books an instance today; the
 * dashboard's counts grow by exactly that; an ADMIN exports the instance's entries as CSV and
 * XLSX and both files, read back here, hold the member's Korean name (the CSV with its BOM); a
 * STAFF operator finds the same member masked (한*람) and their export is masked too.
 *
 * The counts must be exact, so the spec runs on a venue of its own (support/own-venue.ts): no
 * other spec checks anyone in there.
 */
const test = testOnOwnVenue();
test.describe.configure({ timeout: 120_000 });

const MEMBER = '한가람';
const MASKED = '한*람';

async function dashboard(page: Page): Promise<StaffDashboard> {
  const response = await page.request.post('/api/staff/dashboard', { data: {} });
  expect(response.ok(), `dashboard answered ${response.status()}`).toBe(true);
  return staffDashboardResponse.parse(await response.json()).data;
}

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

test('the day counts what the test did, an ADMIN exports an instance as CSV and XLSX with Korean intact, STAFF sees it masked', async ({
  browser,
  request,
  venue,
}) => {
  const { context: laptop, page } = await laptopContext(browser, { baseURL: venue.url });
  await logInToStaffConsole(page);
  const before = await dashboard(page);

  // Two members with today's QR; one books an instance today (the sandbox's booking aid).
  const booked = await memberWithQrPass(request, MEMBER);
  const walkIn = await memberWithQrPass(request, '도윤서');
  const entry = await request.post('/sandbox/api/reserve-entries', {
    data: { userIdx: booked.userIdx, daysAhead: 0 },
  });
  expect(entry.ok(), await entry.text()).toBe(true);
  const { programIdx } = sandboxReserveEntryResponse.parse(await entry.json()).data;
  await checkInAtTheDoor(request, booked.qrUuid);
  await checkInAtTheDoor(request, walkIn.qrUuid);

  const after = await dashboard(page);
  expect(after.checkedInToday).toBe(before.checkedInToday + 2);
  expect(after.checkedInLastHour).toBe(before.checkedInLastHour + 2);
  expect(after.inBuilding).toBe(before.inBuilding + 2);
  const grew = after.instances.filter((instance) => {
    const old = before.instances.find((s) => s.programInstanceIdx === instance.programInstanceIdx);
    return instance.booked === (old?.booked ?? 0) + 1;
  });
  expect(grew.map((s) => s.programIdx)).toEqual([programIdx]);
  const instance = grew[0]!;
  const seoulToday = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

  // 오늘 on the laptop shows the same figures.
  await openConsolePage(page, '오늘');
  await expect(page.getByRole('heading', { level: 1, name: '오늘' })).toBeVisible();
  const summary = page.getByRole('region', { name: '방문 요약' });
  await expect(summary).toContainText(`오늘 입장${after.checkedInToday}명`);
  await expect(summary).toContainText(`지금 관내${after.inBuilding}명`);
  await expect(page.getByRole('region', { name: '층별 관내 인원' })).toContainText(
    `입구 (층 미확인)${after.floors.find((f) => f.floorIdx === null)?.inBuilding}명`,
  );
  await expect(page.getByRole('region', { name: '오늘의 회차' })).toContainText(
    `예약${instance.booked}건`,
  );
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-today-1280');

  // 내보내기: the instance as CSV, then as XLSX; both read back here.
  await openConsolePage(page, '내보내기');
  // The program, its day and the instance by name and time, never by number.
  const card = page.getByRole('form', { name: '예약·응모' });
  const pickInstance = async (form: typeof card) => {
    await form.getByLabel('프로그램').selectOption(String(instance.programIdx));
    await form.getByLabel('날짜').selectOption(seoulToday);
    await form.getByLabel('회차').selectOption(String(instance.programInstanceIdx));
  };
  await pickInstance(card);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-exports-1280');

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'CSV 내려받기' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/예약·응모\.csv$/);
  const csv = await saved(csvDownload);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvText = csv.toString('utf8');
  expect(csvText).toContain('예약번호,회차 날짜,시작,상태,인원,회원번호,이름,전화번호');
  expect(csvText).toContain(`,${MEMBER},`);
  await expect(card.getByRole('status')).toContainText('파일을 내려받았어요.');

  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'XLSX 내려받기' }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await saved(xlsxDownload)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(7).value).toBe('이름');
  expect(sheet.getColumn(7).values).toContain(MEMBER);
  await laptop.close();

  // A STAFF operator at the door (390 px): 오늘, then the member masked, and a masked export.
  const staffLogin = { loginId: `door.${Date.now().toString(36)}`, password: 'door-pass-1234' };
  const admin = await request.post('/api/staff/login', {
    data: { loginId: SANDBOX_OPERATOR.loginId, password: SANDBOX_OPERATOR.password },
  });
  expect(admin.ok()).toBe(true);
  const created = await request.post('/api/staff/operators/create', {
    data: { ...staffLogin, name: '문지기', role: 'STAFF' },
  });
  expect(created.ok(), await created.text()).toBe(true);

  const phone = await browser.newContext({
    baseURL: venue.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const door = await phone.newPage();
  await logInToStaffConsole(door, staffLogin);
  await openConsolePage(door, '오늘');
  await expect(door.getByRole('region', { name: '방문 요약' })).toContainText(
    `오늘 입장${after.checkedInToday}명`,
  );
  const width = await door.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
  await expectNoA11yViolations(door);
  await screenshotIfAsked(door, 'console-today-390');

  await openConsolePage(door, '회원');
  await door.getByLabel('검색어').fill(MEMBER);
  await door.getByRole('button', { name: '찾기' }).click();
  const found = door.getByRole('list', { name: '찾은 회원' });
  await expect(found).toContainText(MASKED);
  await expect(found).not.toContainText(MEMBER);
  await expect(found).toContainText(/010-\*\*\*\*-\d{4}/);
  await found.getByRole('button').first().click();
  const detail = door.getByRole('region', { name: new RegExp(MASKED.replace('*', '\\*')) });
  await expect(detail).toContainText(instance.programName);
  await expect(detail.getByRole('form', { name: '참여 제한' })).toHaveCount(0);
  await expectNoA11yViolations(door);
  await screenshotIfAsked(door, 'console-members-390');

  await openConsolePage(door, '내보내기');
  await expect(door.getByText(/가려서\(김\*늘, 010-\*\*\*\*-5678\)/)).toBeVisible();
  const doorCard = door.getByRole('form', { name: '예약·응모' });
  await pickInstance(doorCard);
  const [maskedDownload] = await Promise.all([
    door.waitForEvent('download'),
    doorCard.getByRole('button', { name: 'CSV 내려받기' }).click(),
  ]);
  const maskedCsv = (await saved(maskedDownload)).toString('utf8');
  expect(maskedCsv).toContain(`,${MASKED},`);
  expect(maskedCsv).not.toContain(MEMBER);
  await expectNoA11yViolations(door);
  await screenshotIfAsked(door, 'console-exports-390');
  await phone.close();
});

test('an ADMIN issues a VIP key that logs in and then stops it, and restricts a member with a reason', async ({
  browser,
  request,
  venue,
}) => {
  const { context: laptop, page } = await laptopContext(browser, { baseURL: venue.url });
  await logInToStaffConsole(page);

  await openConsolePage(page, 'VIP 키');
  const form = page.getByRole('form', { name: '새 키 발급' });
  await form.getByLabel('이름').fill('프레스 초청 11월');
  await form.getByLabel('사용 횟수').fill('3');
  await form.getByRole('button', { name: '발급하기' }).click();
  const digits = (await page.getByLabel('발급한 VIP 키').textContent()) ?? '';
  expect(digits).toMatch(/^\d{12}$/);
  const vipLogin = () => request.post('/api/auth/login/vip', { data: { code: digits } });
  expect((await vipLogin()).status()).toBe(200);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-vip-keys-1280');

  const keys = page.getByRole('region', { name: '발급한 키' });
  await keys.getByRole('button', { name: '프레스 초청 11월 사용 중지' }).click();
  const dialog = page.getByRole('dialog', { name: "'프레스 초청 11월' 키를 사용 중지할까요?" });
  await dialog.getByRole('button', { name: '사용 중지' }).click();
  // The row's own 사용 중지 button reads the same as the state badge: wait for the button to go,
  // which happens only once the server has stopped the key.
  await expect(keys.getByRole('button', { name: '프레스 초청 11월 사용 중지' })).toHaveCount(0);
  await expect(keys.getByRole('listitem').first()).toContainText('사용 중지');
  const refused = await vipLogin();
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errorCode).toBe('VIP_KEY_REVOKED');

  // 회원: the ADMIN sees the full name and restricts the member; the visitor app then says N.
  const member = await memberWithQrPass(request, '서하윤');
  await openConsolePage(page, '회원');
  await page.getByLabel('검색어').fill('서하윤');
  await page.getByRole('button', { name: '찾기' }).click();
  await page.getByRole('list', { name: '찾은 회원' }).getByRole('button').first().click();
  const detail = page.getByRole('region', { name: /서하윤/ });
  const restriction = detail.getByRole('form', { name: '참여 제한' });
  await restriction.getByLabel('참여를 제한하는 사유').fill('반복된 노쇼');
  await restriction.getByRole('button', { name: '참여 제한' }).click();
  await expect(restriction.getByRole('status')).toHaveText('참여를 제한했어요.');
  await expect(detail).toContainText('제한 · 반복된 노쇼');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-members-1280');
  const detailForMember = await request.post('/api/program/detail', {
    data: { programIdx: 14 },
    headers: { 'x-access-token': member.jwt },
  });
  expect((await detailForMember.json()).data.participationPossibleYn).toBe('N');
  await laptop.close();
});

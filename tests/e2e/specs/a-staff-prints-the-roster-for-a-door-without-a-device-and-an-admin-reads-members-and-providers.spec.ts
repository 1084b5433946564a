import { readFile } from 'node:fs/promises';
import {
  sandboxReserveEntryResponse,
  sandboxSessionResponse,
  staffMemberBrowseResponse,
} from '@venue/contract';
import { expect, expectNoA11yViolations } from '../fixtures';
import { createConsoleOperator, laptopContext } from '../support/console-editor';
import { testOnOwnVenue } from '../support/own-venue';
import { screenshotIfAsked, uniquePhone } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage, postOk, SANDBOX_OPERATOR } from '../support/staff';

/**
 * The roster on paper, the member list and the providers page at 1280×800: two members book tomorrow's session; a STAFF operator opens
 * the roster, presses 인쇄 and gets the session's bookings on an A4 sheet (names and phones
 * masked, a 입장 box per booking, the console's menu not printed, header rows repeated), then
 * reads 회원 목록 masked. An ADMIN reads 연동 상태 (every provider in sandbox) and takes the audit
 * log as CSV, and names a check-in list (입장 명단). On a venue of its own, so the roster holds only this spec's bookings and the demo's.
 */
const test = testOnOwnVenue();
test.describe.configure({ timeout: 150_000 });

test('a STAFF prints the roster for a door without a device, and an ADMIN reads members and providers', async ({
  browser,
  request,
  venue,
}) => {
  await postOk(request, '/api/staff/login', {
    loginId: SANDBOX_OPERATOR.loginId,
    password: SANDBOX_OPERATOR.password,
  });
  const booked = [];
  for (const name of ['한지우', '정다온']) {
    const session = sandboxSessionResponse.parse(
      await postOk(request, '/sandbox/api/session', {
        name,
        birthYmd: '1992-03-04',
        gender: 'F',
        phoneNumber: uniquePhone(),
        telecomCode: '01',
        provider: 'kakao',
      }),
    ).data;
    const { userIdx } = session;
    booked.push(
      sandboxReserveEntryResponse.parse(
        await postOk(request, '/sandbox/api/reserve-entries', { userIdx, daysAhead: 1 }),
      ).data,
    );
  }
  const [first, second] = booked;
  if (!first || !second) throw new Error('no bookings');
  expect(second.programIdx).toBe(first.programIdx);

  const staff = await createConsoleOperator(request, 'STAFF', '문지기');
  const { context, page } = await laptopContext(browser, { baseURL: venue.url });
  await logInToStaffConsole(page, staff);

  // The roster of tomorrow, then 인쇄.
  await page.goto(`/staff/roster?program=${first.programIdx}&date=${first.execDate}`);
  await expect(page.getByText(first.reserveEntryId).first()).toBeVisible();
  await page.getByRole('link', { name: '인쇄', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/roster\/print\?/);
  await expect(page.getByRole('heading', { level: 1, name: '명단 인쇄' })).toBeVisible();
  const sheets = page.locator('[data-print-sheet] section');
  await expect(sheets.first()).toBeVisible();
  const sheet = sheets.filter({ hasText: first.reserveEntryId });
  await expect(sheet).toContainText('한*우');
  await expect(sheets.filter({ hasText: second.reserveEntryId })).toContainText('정*온');
  await expect(sheet).toContainText('010-****-');
  await expect(sheet).toContainText('개인정보 가림');
  await expect(sheet.getByRole('columnheader', { name: '입장' })).toBeVisible();
  await expect(sheet.getByRole('img', { name: '입장 확인 칸' }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-roster-print-screen-1280', { fullPage: true });

  // On paper: the console's bar and the page's buttons are gone, headers repeat, Korean fonts.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: '콘솔 메뉴' })).toBeHidden();
  await expect(page.getByRole('button', { name: '인쇄' })).toBeHidden();
  const printed = await sheet.evaluate((section) => {
    const style = (element: Element | null) => (element ? getComputedStyle(element) : null);
    const next = section.nextElementSibling;
    return {
      thead: style(section.querySelector('thead'))?.display,
      row: style(section.querySelector('tbody tr'))?.breakInside,
      font: style(section)?.fontFamily,
      border: style(section)?.borderTopWidth,
      nextBreak: next ? style(next)?.breakBefore : 'page',
    };
  });
  expect(printed).toMatchObject({
    thead: 'table-header-group',
    row: 'avoid',
    border: '0px',
    nextBreak: 'page',
  });
  expect(printed.font).toContain('Noto Sans KR');
  // The sheet takes the paper's width, not the menu's column the screen layout leaves it.
  expect((await sheet.boundingBox())?.width ?? 0).toBeGreaterThan(700);
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  await screenshotIfAsked(page, 'console-roster-print-paper-1280', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // 회원 목록: every member, masked for STAFF, the newest first.
  await openConsolePage(page, '회원 목록');
  const table = page.getByRole('table', { name: /가입일 최근 순/ });
  await expect(table).toBeVisible();
  await expect(table).toContainText('정*온');
  await expect(table).not.toContainText('정다온');
  await expect(page.getByText('개인정보는 가려서 보여요.', { exact: false })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-member-list-1280', { fullPage: true });
  await context.close();

  // An ADMIN: 연동 상태, then the audit log as CSV.
  const admin = await laptopContext(browser, { baseURL: venue.url });
  await logInToStaffConsole(admin.page, SANDBOX_OPERATOR);
  await openConsolePage(admin.page, '회원 목록');
  await expect(admin.page.getByRole('table')).toContainText('정다온');
  const asked = staffMemberBrowseResponse.parse(
    await postOk(admin.page.request, '/api/staff/members/browse', {}),
  ).data;
  expect(asked.maskedYn).toBe('N');

  await openConsolePage(admin.page, '연동 상태');
  await expect(admin.page.getByRole('heading', { level: 1, name: '외부 연동 상태' })).toBeVisible();
  const cards = admin.page.getByRole('list', { name: '외부 연동' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(admin.page.getByRole('region', { name: '카카오 로그인' })).toContainText('샌드박스');
  await expect(admin.page.getByRole('region', { name: '미디어 저장소' })).toContainText(
    '실제 연결',
  );
  await expectNoA11yViolations(admin.page);
  await screenshotIfAsked(admin.page, 'console-providers-1280', { fullPage: true });

  // 입장 명단: a named check-in list with one zone, saved and listed.
  await openConsolePage(admin.page, '입장 명단');
  const form = admin.page.getByRole('form', { name: '새 명단' });
  await form.getByLabel('명단 이름').fill('2층 게이트');
  await form
    .getByRole('group', { name: '입장시킬 존 (누구나)' })
    .getByRole('checkbox')
    .first()
    .check();
  await form.getByRole('button', { name: '저장' }).click();
  await expect(admin.page.getByText('‘2층 게이트’ 명단을 저장했어요.')).toBeVisible();
  await expect(admin.page.getByRole('button', { name: '2층 게이트 편집' })).toBeVisible();
  await expectNoA11yViolations(admin.page);
  await screenshotIfAsked(admin.page, 'console-door-lists-1280', { fullPage: true });

  await openConsolePage(admin.page, '감사 로그');
  await admin.page.getByLabel('작업').selectOption({ label: '회원 목록 조회' });
  await admin.page.getByRole('button', { name: '찾기' }).click();
  await expect(admin.page).toHaveURL(/action=member\.browse/);
  const download = admin.page.waitForEvent('download');
  await admin.page.getByRole('button', { name: 'CSV로 받기' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('감사 로그.csv');
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFF번호,시각,운영자,작업,작업 코드')).toBe(true);
  expect(csv).toContain('회원 목록 조회,member.browse');
  await admin.context.close();
});

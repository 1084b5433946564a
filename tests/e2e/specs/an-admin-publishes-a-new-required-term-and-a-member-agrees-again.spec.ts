import { seoulToday } from '@venue/contract';
import { test as base, expect, expectNoA11yViolations } from '../fixtures';
import { createSandboxMember, useMemberToken } from '../support/home';
import { type OwnVenue, startOwnVenue } from '../support/own-venue';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage, SANDBOX_OPERATOR } from '../support/staff';

/**
 * Decision 028: an ADMIN drafts and publishes a new version of a required term in
 * the console (/staff/terms), and finds both steps in the audit log; a member who agreed to the
 * old version is asked again on their next visit, cannot reserve until they agree, agrees, and
 * reserves.
 *
 * A new required version asks every member of the venue, so this spec runs on a venue of its own
 * (support/own-venue.ts), not on the suite's shared server.
 */
const test = base.extend<object, { venue: OwnVenue }>({
  venue: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
    async ({}, use) => {
      const venue = await startOwnVenue();
      await use(venue);
      await venue.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ venue }, use) => use(venue.url),
});

test.describe.configure({ timeout: 90_000 });
// The refused reservation is logged by the browser as a failed request.
test.use({ allowedConsoleErrors: [/Failed to load resource: .*403/] });

/** The article version 2 adds, which the member reads in the re-agreement sheet. */
const ARTICLE =
  '예약한 회차 시작 10분 전까지 입장해 주세요. 늦으면 다음 대기자에게 자리가 넘어갈 수 있어요.';

/** The seeded 더 스테이지 데일리 쇼케이스: collects the name only, no questions, no terms. */
const PROGRAM = 14;

test('a member who agreed to the old terms is asked again, cannot reserve until they agree, then reserves', async ({
  page,
  context,
  request,
  browser,
  venue,
}) => {
  const member = await createSandboxMember(request, '윤서아');

  // The ADMIN, in the console on a laptop, drafts version 2 of 서비스 이용약관 and publishes it.
  const consoleContext = await browser.newContext({
    baseURL: venue.url,
    viewport: { width: 1280, height: 800 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const admin = await consoleContext.newPage();
  // The fixture watches `page` only; the console's page fails the test on its errors too.
  const consoleProblems: string[] = [];
  admin.on('pageerror', (error) => consoleProblems.push(`page error: ${error.message}`));
  admin.on('console', (message) => {
    if (message.type() === 'error') consoleProblems.push(`console.error: ${message.text()}`);
  });
  await logInToStaffConsole(admin);
  await openConsolePage(admin, '약관');
  await expect(admin.getByRole('heading', { level: 1, name: '약관' })).toBeVisible();
  const tos = admin.getByRole('region', { name: /^서비스 이용약관 TOS001$/ });
  await expect(tos.getByRole('listitem')).toHaveCount(1);
  await expect(tos.getByRole('listitem')).toContainText('1버전시행 중필수');
  await tos.getByRole('button', { name: '서비스 이용약관 새 버전 작성' }).click();
  const form = admin.getByRole('form', { name: '서비스 이용약관 2버전 새 초안' });
  await expect(form.getByRole('heading', { name: '서비스 이용약관 2버전 새 초안' })).toBeFocused();
  // The draft starts from version 1's text; the ADMIN adds an article at its end.
  await expect(form.getByLabel('약관 이름')).toHaveValue('서비스 이용약관');
  await expect(form.getByLabel('시행일')).toHaveValue(seoulToday(new Date()));
  await expect(form.getByLabel('필수 약관')).toBeChecked();
  const text = form.getByRole('textbox', { name: '약관 내용', exact: true });
  await text.click();
  await admin.keyboard.press('Control+End');
  await admin.keyboard.press('Enter');
  await admin.keyboard.type(ARTICLE);
  await expect(text).toContainText(ARTICLE);
  await screenshotIfAsked(admin, 'console-terms-editor-1280');
  await form.getByRole('button', { name: '초안 저장' }).click();
  await expect(admin.getByRole('status')).toHaveText(
    '서비스 이용약관 2버전 초안을 저장했어요. 게시하면 방문자에게 보여요.',
  );
  await expect(tos.getByRole('listitem').first()).toContainText('2버전작성 중필수');

  await tos.getByRole('button', { name: '서비스 이용약관 2버전 게시' }).click();
  const dialog = admin.getByRole('dialog', { name: '서비스 이용약관 2버전을 게시할까요?' });
  await expect(dialog).toContainText(
    '필수 약관이라 지금부터 이전 버전에 동의한 회원은 모두 다시 동의해야 예약·응모할 수 있어요.',
  );
  await expectNoA11yViolations(admin);
  await screenshotIfAsked(admin, 'console-terms-publish-1280');
  await dialog.getByRole('button', { name: '게시하기' }).click();
  await expect(admin.getByRole('status')).toHaveText(
    '서비스 이용약관 2버전을 게시했어요 (시행 중).',
  );
  await expect(tos.getByRole('listitem')).toHaveCount(2);
  await expect(tos.getByRole('listitem').nth(0)).toContainText('2버전시행 중');
  await expect(tos.getByRole('listitem').nth(1)).toContainText('1버전이전 버전');
  await expectNoA11yViolations(admin);
  await screenshotIfAsked(admin, 'console-terms-1280');

  // The audit log shows both steps, by the ADMIN, filtered to the terms.
  await openConsolePage(admin, '감사 로그');
  const filters = admin.getByRole('form', { name: '찾기' });
  await filters.getByLabel('작업').selectOption({ label: '약관 전체' });
  await filters.getByRole('button', { name: '찾기' }).click();
  const rows = admin.getByRole('table').first().locator('tbody > tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('약관 게시');
  await expect(rows.nth(1)).toContainText('약관 생성');
  for (const row of await rows.all()) {
    await expect(row).toContainText(SANDBOX_OPERATOR.loginId);
    await expect(row).toContainText('약관 #');
  }
  await rows
    .nth(0)
    .getByRole('button', { name: /변경 내용 보기$/ })
    .click();
  // The status reads in the terms page's own words, before → after, never as a code.
  const changes = admin.getByRole('table').nth(1);
  const status = changes.getByRole('row', { name: /^상태/ });
  await expect(status.getByRole('cell').nth(0)).toHaveText('작성 중');
  await expect(status.getByRole('cell').nth(1)).toHaveText('시행 중');
  await expect(status).not.toContainText(/DRAFT|IN_FORCE/);
  expect(consoleProblems, 'the console logged errors').toEqual([]);
  await consoleContext.close();

  // The member's next visit: the sheet asks for the new version.
  await useMemberToken(context, member.jwt);
  await page.goto('/');
  const sheet = page.getByRole('dialog', { name: '약관이 변경되었어요' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('(필수) 서비스 이용약관');
  await sheet.getByRole('button', { name: '내용 보기' }).click();
  await expect(sheet.getByText('예약한 회차 시작 10분 전까지 입장해 주세요.')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'reagree-sheet');

  // Later: the sheet closes, and reserving is refused until they agree.
  await sheet.getByRole('button', { name: '나중에 하기' }).click();
  await expect(sheet).toBeHidden();
  const main = page.getByRole('main');
  await page.goto(`/program/${PROGRAM}`);
  // Put off for the rest of the visit: a page load asks the member info again, and no sheet.
  await expect(main.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(sheet).toBeHidden();
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL(`/schedule/${PROGRAM}`);
  await main
    .getByRole('group', { name: '시간' })
    .locator('input[type=radio]:not([disabled])')
    .first()
    .check();
  await main.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL('/infocomfirm');
  await main.getByRole('button', { name: '예약하기' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('변경된 필수 약관에 동의하신 후 예약·응모할 수 있어요.');
  await alert.getByRole('button', { name: '확인' }).click();

  // The refusal brings the sheet back; they agree and the reservation goes through.
  await expect(sheet).toBeVisible();
  await screenshotIfAsked(page, 'reagree-sheet-after-refusal');
  await sheet.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL('/infocomfirm');
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL('/programComplete');
  await expect(main.getByRole('heading', { name: '예약이 완료되었어요' })).toBeVisible();
  await expectNoA11yViolations(page);

  // A later visit asks nothing.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'My QR' })).toBeVisible();
  await expect(sheet).toBeHidden();
});

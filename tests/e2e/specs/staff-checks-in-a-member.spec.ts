import { randomUUID } from 'node:crypto';
import { formatEntryCode } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { screenshotIfAsked } from '../support/sandbox';
import {
  logInToStaffConsole,
  memberWithQrPass,
  openConsolePage,
  SANDBOX_OPERATOR,
} from '../support/staff';

// The browser logs every refused request; these refusals are what the specs provoke: a wrong
// password and no staff session (401), and a code nobody holds (400 QR_INVALID).
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[01]/],
});

test('staff check a member in by entry code once, and the console refuses garbage and STAFF operators the accounts', async ({
  page,
  request,
}) => {
  const member = await memberWithQrPass(request, '박지우');

  // The console's own login: a wrong password is refused under the form, the id kept.
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { level: 1, name: '스태프 콘솔' })).toBeVisible();
  // No visitor header or footer (and so no side menu or My QR button) on the console.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'staff-login');
  await page.getByLabel('아이디').fill(SANDBOX_OPERATOR.loginId);
  await page.getByLabel('비밀번호').fill('not-the-password');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않아요.');
  await expect(page.getByLabel('아이디')).toHaveValue(SANDBOX_OPERATOR.loginId);

  await logInToStaffConsole(page);
  await expect(page.getByText(`${SANDBOX_OPERATOR.name} (관리자)`)).toBeVisible();
  await expect(page.getByLabel('확인 장소')).toHaveValue('entrance');
  // Places read as plain text: the seeded 몰입형 미디어 아트<br>〈도시의 주파수〉 shows no markup.
  // (The list arrives after the page: wait for it before reading every option.)
  const placeOptions = page.getByLabel('확인 장소').locator('option');
  await expect(
    placeOptions.filter({ hasText: '몰입형 미디어 아트 〈도시의 주파수〉' }),
  ).toHaveCount(1);
  const placeNames = await placeOptions.allTextContents();
  expect(placeNames.some((name) => name.includes('몰입형 미디어 아트 〈도시의 주파수〉'))).toBe(
    true,
  );
  expect(placeNames.filter((name) => /<|>|&[a-z#]+;/.test(name))).toEqual([]);
  await screenshotIfAsked(page, 'staff-scanner');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'staff-scanner-idle');

  const code = page.getByLabel('입장 코드');
  const submit = page.getByRole('button', { name: '확인', exact: true });
  const result = page.getByRole('region', { name: '확인 결과' }).getByRole('status');

  // Garbage never leaves the phone.
  let checkIns = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/staff/checkin') checkIns += 1;
  });
  await code.fill('HELLO-WORLD');
  await submit.click();
  await expect(page.getByRole('alert')).toContainText('입장 코드는 8자리예요');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(checkIns).toBe(0);

  // The member's entry code, typed as their screen shows it: checked in.
  await code.fill(formatEntryCode(member.entryCode));
  await submit.click();
  await expect(result).toHaveAttribute('data-tone', 'success');
  await expect(result).toContainText('입장 확인');
  await expect(result).toContainText('박*우 님');
  await expect(result).toContainText('1번째 방문');
  await expect(result).toContainText('장소 입구');
  await expect(code).toHaveValue('');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'staff-scanner-checked-in');

  // The same member again: already in, nothing new.
  await code.fill(member.entryCode.toLowerCase());
  await submit.click();
  await expect(result).toHaveAttribute('data-tone', 'warning');
  await expect(result).toContainText('이미 입장 확인된 QR이에요');
  await expect(result).toContainText('처음 확인');
  await screenshotIfAsked(page, 'staff-scanner-already');

  // A well-formed code nobody holds today: the server's refusal, in red.
  await code.fill('ZZZZ-ZZZZ');
  await submit.click();
  await expect(result).toHaveAttribute('data-tone', 'danger');
  await expect(result).toContainText('확인할 수 없는 QR이에요');
  await screenshotIfAsked(page, 'staff-scanner-invalid');
  expect(checkIns).toBe(3);
  const history = page.getByRole('region', { name: '최근 확인 기록' }).getByRole('listitem');
  await expect(history).toHaveCount(3);

  // The ADMIN makes a STAFF account on the operators page.
  await openConsolePage(page, '운영자 관리');
  await expect(page.getByRole('heading', { level: 1, name: '운영자 관리' })).toBeVisible();
  const staffId = `door-${randomUUID().slice(0, 8)}`;
  const form = page.getByRole('form', { name: '운영자 추가' });
  await form.getByLabel('아이디').fill(staffId);
  await form.getByLabel('이름').fill('한도어');
  await form.getByLabel('비밀번호').fill('short');
  await form.getByRole('button', { name: '계정 만들기' }).click();
  await expect(form.getByText('비밀번호는 10자 이상이에요.')).toBeVisible();
  await form.getByLabel('비밀번호').fill('door-staff-2026');
  await form.getByRole('radio', { name: '스태프' }).check();
  await form.getByRole('button', { name: '계정 만들기' }).click();
  await expect(form.getByRole('status')).toHaveText(`한도어 님의 계정(${staffId})을 만들었어요.`);
  await expect(page.getByText(`${staffId} · 스태프 · 사용 중`)).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'staff-operators');

  // That STAFF operator may scan but not manage accounts.
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await logInToStaffConsole(page, { loginId: staffId, password: 'door-staff-2026' });
  await expect(page.getByRole('link', { name: '운영자 관리' })).toHaveCount(0);
  await page.goto('/staff/operators');
  await expect(page.getByRole('heading', { name: '권한이 없어요' })).toBeVisible();
  await expect(page.getByRole('form', { name: '운영자 추가' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'staff-operators-no-access');
});

test('the console sends a visitor without a staff session to its login, and back after it', async ({
  page,
}) => {
  await page.goto('/staff/operators');
  await expect(page).toHaveURL(/\/staff\/login\?redirect=%2Fstaff%2Foperators$/);
  await page.getByLabel('아이디').fill(SANDBOX_OPERATOR.loginId);
  await page.getByLabel('비밀번호').fill(SANDBOX_OPERATOR.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/staff\/operators$/);
  await expect(page.getByRole('region', { name: '운영자 계정' })).toBeVisible();
});

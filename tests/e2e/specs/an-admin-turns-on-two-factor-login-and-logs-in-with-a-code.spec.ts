import { generate } from 'otplib';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createConsoleOperator, laptopContext } from '../support/console-editor';
import { decodeQrScreenshot } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage } from '../support/staff';

// Decision 035: an ADMIN turns on 2단계 인증 on a phone — scans the QR the server
// drew (decoded here by a real QR reader), types the app's code (computed here with otplib from
// the secret in the QR, as an authenticator app would) — logs out, and logs in again with the
// password and a code. Another ADMIN, on a laptop, sees it in 운영자 관리 and resets it for a
// lost phone; the password alone logs in again.

// The phone's console asks who is logged in after the reset ended its session: a 401.
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
});

const PERIOD = 30;
/** The app's code of the step after now: the step of now was spent turning it on. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: (Math.floor(Date.now() / 1000 / PERIOD) + 1) * PERIOD });

test('an ADMIN turns on 2단계 인증, logs in with a code, and another ADMIN resets it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await createConsoleOperator(request, 'ADMIN', `보안관${Date.now() % 10_000}`);

  // On the phone: 내 계정 → 2단계 인증, off.
  await logInToStaffConsole(page, owner);
  await openConsolePage(page, '2단계 인증');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '2단계 인증' })).toBeVisible();
  await expect(main.getByRole('heading', { name: '2단계 인증이 꺼져 있어요' })).toBeVisible();
  await expectNoA11yViolations(page);
  await main.getByRole('button', { name: '2단계 인증 켜기' }).click();

  // The QR holds the otpauth URI: issuer the venue, account the login id; the key beside it is
  // the same secret, for typing by hand.
  const qr = main.getByRole('img', { name: `${owner.loginId} 계정의 2단계 인증 QR 코드` });
  await expect(qr).toBeVisible();
  const uri = await decodeQrScreenshot(browser, await qr.screenshot());
  expect(uri, 'the QR on the page must be readable').not.toBeNull();
  const otpauth = new URL(uri ?? '');
  expect(otpauth.protocol).toBe('otpauth:');
  expect(decodeURIComponent(otpauth.pathname)).toMatch(new RegExp(`:${owner.loginId}$`));
  const secret = otpauth.searchParams.get('secret') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const key = (await main.locator('code').textContent())?.replaceAll(' ', '');
  expect(key).toBe(secret);
  const code = main.getByLabel('인증 앱의 6자리 코드');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-two-factor-setup-390', { fullPage: true });

  await code.fill(await generate({ secret }));
  await main.getByRole('button', { name: '확인하고 켜기' }).click();
  await expect(
    main.getByText('2단계 인증을 켰어요. 다음 로그인부터 인증 앱의 코드를 입력해요.'),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: '2단계 인증을 쓰고 있어요' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-two-factor-on-390');

  // Log out, and in again: the password first, then the app's code.
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.getByLabel('아이디').fill(owner.loginId);
  await page.getByLabel('비밀번호').fill(owner.password);
  await page.getByRole('button', { name: '로그인' }).click();
  const codeStep = page.getByRole('form', { name: '2단계 인증' });
  const loginCode = codeStep.getByLabel('인증 앱의 6자리 코드');
  await expect(loginCode).toBeFocused();
  await expect(loginCode).toHaveAttribute('autocomplete', 'one-time-code');
  const target = await loginCode.boundingBox();
  expect(target?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-login-code-390');
  await loginCode.fill(await nextCode(secret));
  await codeStep.getByRole('button', { name: '확인' }).click();
  // The console opens on 오늘.
  await expect(page).toHaveURL(/\/staff\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: '오늘' })).toBeVisible();

  // On a laptop: the login's second step, then another ADMIN resets the owner's 2단계 인증.
  const { context, page: laptop } = await laptopContext(browser);
  await laptop.goto('/staff/login');
  await laptop.getByLabel('아이디').fill(owner.loginId);
  await laptop.getByLabel('비밀번호').fill(owner.password);
  await laptop.getByRole('button', { name: '로그인' }).click();
  await expect(laptop.getByLabel('인증 앱의 6자리 코드')).toBeFocused();
  await screenshotIfAsked(laptop, 'console-login-code-1280');

  const other = await createConsoleOperator(request, 'ADMIN', '관리자둘');
  await logInToStaffConsole(laptop, other);
  await openConsolePage(laptop, '2단계 인증');
  await laptop.getByRole('button', { name: '2단계 인증 켜기' }).click();
  await expect(laptop.getByRole('img', { name: /2단계 인증 QR 코드$/ })).toBeVisible();
  await screenshotIfAsked(laptop, 'console-two-factor-setup-1280', { fullPage: true });

  await openConsolePage(laptop, '운영자 관리');
  await expect(
    laptop.getByText(`${owner.loginId} · 관리자 · 사용 중 · 2단계 인증 사용`),
  ).toBeVisible();
  await laptop.getByRole('button', { name: `${owner.name} 2단계 인증 초기화` }).click();
  const dialog = laptop.getByRole('dialog', {
    name: `${owner.name} 님의 2단계 인증을 초기화할까요?`,
  });
  await expect(dialog).toContainText('휴대폰을 잃어버렸을 때 쓰는 기능이에요.');
  await expectNoA11yViolations(laptop);
  await screenshotIfAsked(laptop, 'console-operators-reset-two-factor-1280');
  await dialog.getByRole('button', { name: '초기화' }).click();
  await expect(
    laptop.getByText(
      `${owner.name} 님의 2단계 인증을 초기화했어요. 이제 비밀번호만으로 로그인해요.`,
    ),
  ).toBeVisible();
  await context.close();

  // The phone's instance ended with the reset; the password alone logs in now.
  await page.reload();
  await expect(page).toHaveURL(/\/staff\/login/);
  await logInToStaffConsole(page, owner);
  await expectNoA11yViolations(page);
});

import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createConsoleOperator, laptopContext } from '../support/console-editor';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage } from '../support/staff';

// Decision 034: an ADMIN changes a door operator's role and resets their password
// in the console (laptop); the operator, on a phone, logs in with the temporary password, is
// taken to 비밀번호 변경 before anything else, chooses their own, and the console opens with the
// new role's menu.
// The old password's refusal is a 401 the browser logs.
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
});

test('an ADMIN promotes a door operator and resets their password; the operator must choose a new one first', async ({
  page,
  request,
  browser,
}) => {
  const operator = await createConsoleOperator(request, 'STAFF', `문지기${Date.now() % 10_000}`);
  const { context, page: admin } = await laptopContext(browser);

  await logInToStaffConsole(admin);
  await openConsolePage(admin, '운영자 관리');
  await admin.getByRole('combobox', { name: `${operator.name} 역할` }).selectOption('EDITOR');
  await expect(
    admin.getByText(`${operator.name} 님의 역할을 편집자(으)로 바꿨어요.`),
  ).toBeVisible();

  await admin.getByRole('button', { name: `${operator.name} 비밀번호 초기화` }).click();
  const dialog = admin.getByRole('dialog', {
    name: `${operator.name} 님의 비밀번호를 초기화할까요?`,
  });
  await expect(dialog).toContainText('로그인 중인 화면은 모두 로그아웃돼요.');
  await expectNoA11yViolations(admin);
  await dialog.getByRole('button', { name: '초기화' }).click();
  const issued = admin.getByRole('status', { name: '임시 비밀번호' });
  await expect(issued).toContainText('지금만 보여요');
  const temporary = (await issued.locator('code').textContent())?.trim() ?? '';
  expect(temporary).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
  await expectNoA11yViolations(admin);
  await screenshotIfAsked(admin, 'console-operators-reset-1280');
  await context.close();

  // The old password is gone; the temporary one leads to 비밀번호 변경, whatever page is asked.
  await page.goto('/staff/login');
  await page.getByLabel('아이디').fill(operator.loginId);
  await page.getByLabel('비밀번호').fill(operator.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByText('아이디 또는 비밀번호가 올바르지 않아요.')).toBeVisible();
  await page.getByLabel('비밀번호').fill(temporary);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/staff\/password$/);
  await page.goto('/staff/inquiries');
  await expect(page).toHaveURL(/\/staff\/password$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '비밀번호 변경' })).toBeVisible();
  await expect(main.getByRole('note')).toContainText('관리자가 비밀번호를 초기화했어요.');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-password-required-390');

  await main.getByLabel('임시 비밀번호').fill(temporary);
  await main.getByLabel('새 비밀번호', { exact: true }).fill('my-own-door-pass');
  await main.getByLabel('새 비밀번호 확인').fill('my-own-door-pass');
  await main.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(
    main.getByText('비밀번호를 바꿨어요. 다른 기기의 로그인은 모두 끝났어요.'),
  ).toBeVisible();
  await main.getByRole('link', { name: '콘솔로 가기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '입장 확인' })).toBeVisible();
  // The new role: the content pages are on the menu now.
  await openConsolePage(page, '공지사항');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
});

import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createSandboxMember } from '../support/home';
import { getUserInfo } from '../support/member-api';
import { actAsMember } from '../support/reservations';
import { screenshotIfAsked, uniqueAccountId } from '../support/sandbox';

/**
 * Decision 019: a consent switch that the server fails to save goes back,
 * with "{label} 변경에 실패했습니다."; a member links T ID through the sandbox provider, sees that
 * the login in use cannot be unlinked and unlinks the other; a member withdraws and their old
 * token is refused. axe checks each settings page.
 */
test.describe.configure({ timeout: 90_000 });
test.use({
  allowedConsoleErrors: [
    /Failed to load resource: the server responded with a status of (503|404)/,
  ],
});

/** The switches, links and toasts have settled (no toast mid-fade) before axe looks. */
async function settled(page: import('@playwright/test').Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

test('a consent switch the server fails to save is put back, and the next try is saved', async ({
  page,
  request,
}) => {
  const member = await createSandboxMember(request, '한가람');
  await page.goto('/');
  await actAsMember(page, member.jwt);

  await page.goto('/setting');
  const nav = page.getByRole('navigation', { name: '설정 메뉴' });
  await expect(nav.getByRole('link', { name: '약관 및 마케팅 동의' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'setting-home');
  await nav.getByRole('link', { name: '약관 및 마케팅 동의' }).click();
  await expect(page).toHaveURL(/\/setting\/terms$/);

  const marketing = page.getByRole('switch', { name: '(선택) 마케팅 정보 수신 동의' });
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await settled(page);
  await expectNoA11yViolations(page);

  // The server is made to fail the next save (sandbox-only fault switch).
  const armed = await request.post('/sandbox/api/faults', {
    data: { path: '/api/updateTermsInfo', times: 1 },
  });
  expect(armed.ok()).toBe(true);
  await marketing.click();
  const alert = page.getByRole('alertdialog', {
    name: '마케팅 정보 수신 동의 변경에 실패했습니다.',
  });
  await expect(alert).toBeVisible();
  await expect(marketing).toHaveAttribute('aria-checked', 'false');
  await screenshotIfAsked(page, 'setting-terms-failed');
  await alert.getByRole('button', { name: '확인' }).click();
  expect((await getUserInfo(request, member.jwt)).marketingAgreementYn).toBe('N');

  await marketing.click();
  await expect(page.getByRole('status')).toHaveText('‘마케팅 정보 수신 동의’에 동의했어요.');
  await expect(marketing).toHaveAttribute('aria-checked', 'true');
  await screenshotIfAsked(page, 'setting-terms');
  expect((await getUserInfo(request, member.jwt)).marketingAgreementYn).toBe('Y');

  // Each switch links to the current text of its term.
  await page.getByRole('link', { name: '마케팅 정보 수신 동의 전문 보기' }).click();
  await expect(page).toHaveURL(/\/terms\/preview\/\d+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'terms-preview');
});

test('a member links T ID, cannot unlink the login in use, and unlinks Kakao', async ({
  page,
  request,
}) => {
  const member = await createSandboxMember(request, '서도윤');
  await page.goto('/');
  await actAsMember(page, member.jwt);

  await page.goto('/setting/info');
  await expect(page.getByText('연결된 로그인')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'setting-info');

  await page.goto('/setting/easy');
  const kakaoUnlink = page.getByRole('button', { name: '카카오 연결 해제' });
  await expect(kakaoUnlink).toBeDisabled();
  await expect(page.getByText('지금 로그인에 사용 중이에요')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'setting-easy');

  // 연결하기 → the sandbox T ID → back to /tidredirect, which links and returns here.
  await page.getByRole('button', { name: 'T아이디 연결하기' }).click();
  await page.waitForURL(/\/sandbox\/idp\/tid\/interaction\//);
  await page.getByLabel('테스트 계정 ID').fill(uniqueAccountId('link'));
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
  await page.waitForURL(/\/setting\/easy$/);

  // Linking logged the member in with T ID: that one is now locked, Kakao can go.
  const tidUnlink = page.getByRole('button', { name: 'T아이디 연결 해제' });
  await expect(tidUnlink).toBeDisabled();
  await expect(kakaoUnlink).toBeEnabled();
  await kakaoUnlink.click();
  await expect(page.getByRole('status')).toHaveText('연결을 해제했어요.');
  await expect(page.getByRole('button', { name: '카카오 연결하기' })).toBeVisible();
  await expect(tidUnlink).toBeDisabled();
  await settled(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'setting-easy-after');

  const jwt = await page.evaluate(() => window.localStorage.getItem('jwt'));
  expect((await getUserInfo(request, jwt ?? '')).userType).toBe('tid');
});

test('a member withdraws, sees the complete page once, and their old token is refused', async ({
  page,
  request,
}) => {
  const member = await createSandboxMember(request, '윤하루');
  await page.goto('/');
  await actAsMember(page, member.jwt);

  await page.goto('/setting/withdraw');
  await expect(page.getByText(/탈퇴 후 5년간 보관/)).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'setting-withdraw');

  await page.getByRole('checkbox', { name: /탈퇴에 동의해요/ }).check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  const dialog = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
  await expect(dialog).toBeVisible();
  await screenshotIfAsked(page, 'setting-withdraw-confirm');
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();

  await page.waitForURL(/\/setting\/withdraw\/complete$/);
  await expect(page.getByRole('heading', { name: '탈퇴가 완료되었어요' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'setting-withdraw-complete');

  const refused = await request.post('/api/getuserinfo', {
    data: {},
    headers: { 'x-access-token': member.jwt },
  });
  expect(refused.status()).toBe(401);

  // Reached again (a reload), the complete page sends the visitor home.
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/');
});

test('a terms preview shows the term, and a bad id the spec text', async ({ page }) => {
  await page.goto('/terms/preview/0');
  await expect(page.getByRole('alert')).toHaveText('잘못된 약관 ID 입니다.');
  await page.goto('/terms/preview/999999');
  await expect(page.getByRole('alert')).toHaveText('약관 데이터가 없습니다.');
  await expectNoA11yViolations(page);
});

import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { getUserInfo } from '../support/member-api';
import { adult, signUpAdultWithKakao } from '../support/member-signup';
import { uniqueAccountId } from '../support/sandbox';
import {
  continueWithKakao,
  logInWithSandboxKakao,
  signInAtSandboxKakao,
  storedJwt,
} from '../support/sandbox-login';

// Each test first signs a member up through the screens, then logs in again.
test.describe.configure({ timeout: 60_000 });

const savedRedirect = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('loginRedirect'));

test('a returning member logs in through Kakao and is sent back to the program page', async ({
  page,
  request,
}) => {
  const accountId = uniqueAccountId('returning');
  await signUpAdultWithKakao(page, request, accountId, adult('이서준'));

  // Logged out from the side menu, the member is a guest again.
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page
    .getByRole('dialog', { name: '전체 메뉴' })
    .getByRole('button', { name: '로그아웃' })
    .click();
  await expect(page).toHaveURL('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await storedJwt(page)).toBeNull();

  // On a program page, 로그인 in the header remembers where they were.
  await page.goto('/program/3');
  await header.getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fprogram%2F3');
  await expect.poll(() => savedRedirect(page)).toBe('/program/3');

  await continueWithKakao(page);
  await signInAtSandboxKakao(page, accountId);
  await expect(page).toHaveURL('/program/3');
  await expect(header.getByRole('link', { name: '드로우 투어' })).toBeVisible();
  await expect(header.getByRole('link', { name: '로그인' })).toHaveCount(0);
  const jwt = await storedJwt(page);
  expect(jwt, 'the member token is stored').toBeTruthy();
  expect(await savedRedirect(page), 'the login consumed the saved target').toBeNull();
  expect(await getUserInfo(request, jwt!)).toMatchObject({
    name: '이서준',
    loginType: 'kakao',
    kakaoSubId: accountId,
  });
  await expectNoA11yViolations(page);
});

/**
 * Values of ?redirect= that must never take a member anywhere but a path of our own origin, one of
 * each way a browser could read them as another place: protocol-relative, percent-encoded twice,
 * a control character a browser strips out of a URL, and a script URL. The full list of hostile
 * forms is the unit test's (apps/web/src/lib/login-redirect.test.ts); here the real login round
 * trip carries these through the browser's own URL parsing.
 */
const hostileRedirects = [
  '//evil.example',
  '%252F%252Fevil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
];

test('hostile redirect values end on the home page of our own origin', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  // Where the main frame ever went, and any dialog a javascript: URL might have opened.
  const visited: string[] = [];
  const dialogs: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const accountId = uniqueAccountId('redirects');
  await signUpAdultWithKakao(page, request, accountId, adult('박지우'));

  for (const value of hostileRedirects) {
    await test.step(`redirect=${JSON.stringify(value)}`, async () => {
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      await logInWithSandboxKakao(page, `/login?redirect=${encodeURIComponent(value)}`, accountId);
      await expect(page).toHaveURL(`${origin}/`);
      const landed = new URL(page.url());
      expect([landed.origin, landed.pathname, landed.search, landed.hash]).toEqual([
        origin,
        '/',
        '',
        '',
      ]);
      expect(await storedJwt(page), 'logged in').toBeTruthy();
      expect(await savedRedirect(page)).toBeNull();
    });
  }

  const elsewhere = visited.filter((url) => new URL(url).origin !== origin);
  expect(elsewhere, 'the browser never left our origin').toEqual([]);
  expect(dialogs, 'no script ran from a redirect value').toEqual([]);
  await expect(page.getByRole('banner').getByRole('link', { name: '드로우 투어' })).toBeVisible();
  await expectNoA11yViolations(page);
});

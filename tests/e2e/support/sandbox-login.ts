import { expect, type Page } from '@playwright/test';

/**
 * Logging in through the sandbox Kakao: the app's /login sends the browser to the sandbox OpenID
 * provider served by the same server (/sandbox/idp/kakao/interaction/:uid), where a tester types
 * a test account id and consents; the provider then returns to /kakao-redirect with a code, and
 * the app exchanges it exactly as it would with the real Kakao.
 */

const SANDBOX_KAKAO_PAGE = /\/sandbox\/idp\/kakao\/interaction\/[^/?#]+$/;

/** On /login: 카카오로 계속하기, until the sandbox provider's login page is open. */
export async function continueWithKakao(page: Page): Promise<void> {
  await page.getByRole('button', { name: '카카오로 계속하기' }).click();
  await page.waitForURL(SANDBOX_KAKAO_PAGE);
  await expect(page.getByRole('heading', { name: '카카오 로그인' })).toBeVisible();
}

/** On the sandbox provider's page: types the account id (and a name) and consents. */
export async function signInAtSandboxKakao(
  page: Page,
  accountId: string,
  name?: string,
): Promise<void> {
  await page.getByLabel('테스트 계정 ID').fill(accountId);
  if (name) await page.getByLabel('이름 (선택)').fill(name);
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
}

/**
 * The whole round trip from the page at `loginPath` (/login or /login?redirect=…): Kakao, the
 * sandbox provider with `accountId`, and back through /kakao-redirect. The caller asserts where
 * the app goes next (/identification for a new account, the redirect target for a member).
 */
export async function logInWithSandboxKakao(
  page: Page,
  loginPath: string,
  accountId: string,
): Promise<void> {
  await page.goto(loginPath);
  await continueWithKakao(page);
  await signInAtSandboxKakao(page, accountId);
  await page.waitForURL((url) => !SANDBOX_KAKAO_PAGE.test(url.pathname));
}

/** The member token the app keeps (localStorage `jwt`), or null. */
export function storedJwt(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('jwt'));
}

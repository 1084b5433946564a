import { type APIRequestContext, type Cookie, expect, type Page } from '@playwright/test';
import {
  captchaResponse,
  getQrValueResponse,
  sandboxSessionResponse,
  staffPlacesResponse,
} from '@venue/contract';
import { captchaAnswer, latestSmsCode, uniquePhone } from './sandbox';

/**
 * Aids for the staff console specs (decision 017): the sandbox operator documented in the README,
 * a staff login through the console's own page, and a member holding today's QR pass, made
 * through the real routes a member's phone uses (sandbox session, captcha, SMS verification with
 * verifyType qrissue, getQrValue).
 */

/** The sandbox's ADMIN (apps/server/src/features/system/sandbox/sandbox-operator.ts, README). */
export const SANDBOX_OPERATOR = { loginId: 'staff', password: 'signal-staff-1234', name: '스태프' };

/**
 * The console session each operator last logged in with, by login id, in this worker.
 * Logging in through the page is what a few specs test; for the rest it is set-up, and it costs a
 * page load and a password hash each time, so a later login of the same operator reuses the
 * session while the server still accepts it (a spec that logged out, reset the password or turned
 * on two-factor login makes the next one log in through the page again).
 */
const sessions = new Map<string, Cookie>();
const STAFF_COOKIE = 'venue_staff';

/**
 * Logs in on /staff/login with the scanner as the return address (without one the console opens
 * on 오늘) and waits for the scanner. An operator logged in before in this worker reuses that
 * session when it is still good, and opens the scanner directly.
 */
export async function logInToStaffConsole(
  page: Page,
  operator: { loginId: string; password: string } = SANDBOX_OPERATOR,
): Promise<void> {
  // Cookies do not tell ports apart: a session saved on another spec's own venue server is
  // simply refused here, and the login goes through the page.
  const saved = sessions.get(operator.loginId);
  if (saved && (await stillLoggedIn(page, saved))) {
    await page.goto('/staff');
  } else {
    await page.goto('/staff/login?redirect=%2Fstaff');
    await page.getByLabel('아이디').fill(operator.loginId);
    await page.getByLabel('비밀번호').fill(operator.password);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    const cookie = (await page.context().cookies()).find(({ name }) => name === STAFF_COOKIE);
    if (cookie) sessions.set(operator.loginId, cookie);
  }
  await expect(page.getByRole('heading', { level: 1, name: '입장 확인' })).toBeVisible();
}

/** Puts the saved session in the page's browser context when the server still takes it. */
async function stillLoggedIn(page: Page, cookie: Cookie): Promise<boolean> {
  await page.context().addCookies([cookie]);
  const me = await page.request.post('/api/staff/me', { data: {} });
  const body = me.ok() ? await me.json() : null;
  if (body?.data && body.data.mustChangePasswordYn === 'N') return true;
  await page.context().clearCookies({ name: STAFF_COOKIE });
  return false;
}

/**
 * Opens a console page from its menu (app/console-pages.tsx): below 1024 px the menu hides
 * behind the top bar's 메뉴 button, which is opened first.
 */
export async function openConsolePage(page: Page, name: string): Promise<void> {
  const menuButton = page.getByRole('button', { name: '메뉴' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  }
  await page
    .getByRole('navigation', { name: '콘솔 메뉴' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** POSTs JSON and fails the test, with the answer, unless it succeeds; answers the JSON. */
export async function postOk(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  const response = await request.post(path, { data, headers });
  expect(
    response.ok(),
    `POST ${path} answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return response.json();
}

/**
 * A new member (sandbox session) who verifies by SMS for a QR, as /qrissue does, and so holds
 * today's pass: their token, QR text and entry code.
 */
export async function memberWithQrPass(
  request: APIRequestContext,
  name: string,
): Promise<{ jwt: string; userIdx: number; qrUuid: string; entryCode: string }> {
  const person = {
    name,
    birthYmd: '1991-07-21',
    gender: 'F' as const,
    phoneNumber: uniquePhone(),
    telecomCode: '02' as const,
  };
  const session = sandboxSessionResponse.parse(
    await postOk(request, '/sandbox/api/session', { ...person, provider: 'kakao' }),
  ).data;
  const auth = { 'x-access-token': session.jwt };

  const captcha = await request.get('/api/captcha');
  expect(captcha.ok(), `GET /api/captcha answered ${captcha.status()}`).toBe(true);
  const { uuid } = captchaResponse.parse(await captcha.json()).data;
  await postOk(request, '/api/captcha/check', { uuid, answer: await captchaAnswer(request, uuid) });

  const sent = await postOk(
    request,
    '/api/auth/phone/send',
    {
      name: person.name,
      birthday: person.birthYmd,
      gender: person.gender,
      foreignerYn: 'N',
      mdn: person.phoneNumber,
      telco: person.telecomCode,
      captchaUuid: uuid,
      verifyType: 'qrissue',
    },
    auth,
  );
  await postOk(
    request,
    '/api/auth/phone/verify',
    {
      seq: sent.data.seq,
      mdn: person.phoneNumber,
      otp: await latestSmsCode(request, person.phoneNumber),
      verifyType: 'qrissue',
    },
    auth,
  );
  const qr = getQrValueResponse.parse(await postOk(request, '/api/getQrValue', {}, auth)).data;
  expect(qr.qrAuthYn, 'the member holds a QR pass today').toBe('Y');
  return {
    jwt: session.jwt,
    userIdx: session.userIdx,
    qrUuid: qr.qrUuid!,
    entryCode: qr.entryCode!,
  };
}

/**
 * The first program the scanner offers as a place that has a tutorial (POST /api/staff/places,
 * as the console's place selector reads it). `staff` must carry a staff session: the request
 * context of a browser context that logged in to the console.
 */
export async function tutorialPlace(
  staff: APIRequestContext,
): Promise<{ programIdx: number; programName: string }> {
  const places = staffPlacesResponse.parse(await postOk(staff, '/api/staff/places', {})).data;
  const program = places.programs.find((p) => p.tutorialYn === 'Y');
  expect(program, 'the seeded venue has a program with a tutorial').toBeTruthy();
  return { programIdx: program!.programIdx, programName: program!.programName };
}

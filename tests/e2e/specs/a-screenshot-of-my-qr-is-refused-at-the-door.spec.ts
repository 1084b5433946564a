import type { Page } from '@playwright/test';
import { decodePassCode, errorMessages, formatEntryCode, passStep } from '@venue/contract';
import { expect, expectNoA11yViolations, test, waitForAppOnNavigation } from '../fixtures';
import { useMemberToken } from '../support/home';
import { waitForAnimations } from '../support/motion';
import {
  checkInAtTheDoor,
  decodeQrScreenshot,
  getQrValue,
  readLiveQr,
  scanAtTheDoor,
} from '../support/qr';
import {
  captchaAnswer,
  latestSmsCode,
  nextCaptchaUuid,
  screenshotIfAsked,
} from '../support/sandbox';
import { memberWithQrPass } from '../support/staff';

const MOVED_AWAY =
  '다른 휴대폰에서 QR을 발급해 이 휴대폰의 QR은 더 이상 쓸 수 없어요. 이 휴대폰에서 쓰려면 본인확인을 다시 해 주세요.';
const MOVED_HERE = '이전 휴대폰의 QR은 이제 쓸 수 없어요.';
const NO_KEY_HERE =
  '이 휴대폰에 등록된 오늘의 QR이 없어요. 이 휴대폰에서 QR을 쓰려면 본인확인을 다시 해 주세요.';

/**
 * The device-bound pass (decision 070) as the door sees it. A member verifies by SMS and opens My
 * QR within the 10 minutes: the phone registers its key and shows a code it signs anew every 15
 * seconds. A value captured off the screen (a screenshot passed to a friend) and shown a minute
 * later is refused as stale; the day's qrUuid is refused too, now that a phone holds the pass;
 * the code on the phone at the moment of the scan is admitted, and the phone welcomes the member.
 */
test('a screenshot of My QR is refused at the door a minute later, and the live code on the phone is admitted', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const member = await memberWithQrPass(request, '한결');
  await useMemberToken(context, member.jwt);
  const streamOpened = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/sse/subscribe',
  );
  await page.goto('/qrComplet');
  await expect(page.getByRole('heading', { name: '한결님의 입장 QR' })).toBeVisible();
  await expect(
    page.getByText(/화면을 캡처하거나 다른 사람에게 보낸 QR로는 입장할 수 없어요/),
  ).toBeVisible();

  // The capture: what a screenshot of the phone holds, read by a real decoder.
  const captured = await readLiveQr(page);
  const capturedAt = Date.now();
  const capturedCode = await page.getByTestId('typed-pass-code').textContent();
  const pass = await getQrValue(request, member.jwt);
  expect(pass.deviceKeyId, 'the phone registered its key').not.toBeNull();
  const decoded = decodePassCode(captured);
  expect(decoded?.passIdx).toBe(pass.qrPassIdx);
  expect(Math.abs((decoded?.step ?? 0) - passStep(Date.now()))).toBeLessThanOrEqual(1);
  expect((await streamOpened).status(), 'the live stream opened').toBe(200);
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'device-pass-live');

  // Within one step the phone shows another code, and another typed code with it.
  await expect
    .poll(() => readLiveQr(page), { timeout: 16_000, intervals: [1_000] })
    .not.toBe(captured);
  await expect(page.getByTestId('typed-pass-code')).not.toHaveText(capturedCode ?? '');
  await screenshotIfAsked(page, 'device-pass-next-step');

  // The day's qrUuid, the old way in, is refused while a phone holds the pass.
  const staff = await playwright.request.newContext({ baseURL });
  const byUuid = await scanAtTheDoor(staff, member.qrUuid);
  expect(byUuid.status()).toBe(400);
  expect(await byUuid.json()).toMatchObject({
    errorCode: 'QR_DEVICE_REQUIRED',
    message: errorMessages.QR_DEVICE_REQUIRED,
  });

  // A minute after the capture, the captured value is shown to the door: refused as stale.
  await page.waitForTimeout(Math.max(0, capturedAt + 60_000 - Date.now()));
  const stale = await scanAtTheDoor(staff, captured);
  expect(stale.status()).toBe(400);
  expect(await stale.json()).toMatchObject({
    errorCode: 'QR_CODE_STALE',
    message: errorMessages.QR_CODE_STALE,
  });
  await expect(page.getByText('입장 완료')).toHaveCount(0);

  // The code on the phone now is admitted, and the phone welcomes the member live.
  const checkIn = await checkInAtTheDoor(staff, page);
  await staff.dispose();
  expect(checkIn.result).toBe('CHECKED_IN');
  expect(checkIn.passMode).toBe('DEVICE');
  const welcome = page.getByRole('dialog', { name: /에 오신 걸 환영해요!$/ });
  await expect(welcome).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText('입장 완료')).toBeVisible();
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'device-pass-welcome');
});

/**
 * One live phone per pass, and one phone per verification: the member's login on a second phone
 * shows no QR until that phone verifies by SMS too, which moves the pass there. The first phone's
 * code is refused as moved and its page says so; verifying again by SMS on the first phone moves
 * the pass back, and the door admits its code.
 */
test('a pass opened on a second phone stops the first phone, which verifies again by SMS to take it back', async ({
  page,
  context,
  request,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await memberWithQrPass(request, '서윤');
  await useMemberToken(context, member.jwt);
  await page.goto('/qrComplet');
  await readLiveQr(page);

  // The second phone, of the same member, opens My QR: it verifies by SMS, and the pass moves.
  const secondPhone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    hasTouch: true,
  });
  await useMemberToken(secondPhone, member.jwt);
  const second = waitForAppOnNavigation(await secondPhone.newPage());
  await second.goto('/qrComplet');
  await expect(second.getByText(NO_KEY_HERE)).toBeVisible();
  await expect(second.getByRole('img', { name: '입장용 QR 코드' })).toHaveCount(0);
  await verifyAgainBySms(second, request);
  await expect(second).toHaveURL('/qrComplet');
  await expect(second.getByText(MOVED_HERE)).toBeVisible();
  await readLiveQr(second);
  await waitForAnimations(second);
  await expectNoA11yViolations(second);
  await screenshotIfAsked(second, 'device-pass-moved-here');
  // With reduced motion the countdown ring is not drawn; the seconds left still change.
  await second.emulateMedia({ reducedMotion: 'reduce' });
  const countdown = second.locator('[data-seconds-left]');
  await expect(countdown.locator('svg')).toBeHidden();
  const secondsLeft = await countdown.getAttribute('data-seconds-left');
  await expect(countdown).not.toHaveAttribute('data-seconds-left', secondsLeft ?? '', {
    timeout: 2_000,
  });
  await expect(countdown).toContainText(/\d+초 후 새 QR/);
  await screenshotIfAsked(second, 'device-pass-reduced-motion');

  // The first phone's page still draws codes with its released key: the door refuses them.
  const staff = await playwright.request.newContext({ baseURL });
  const released = await scanAtTheDoor(staff, await readLiveQr(page));
  expect(released.status()).toBe(400);
  expect(await released.json()).toMatchObject({
    errorCode: 'QR_DEVICE_MOVED',
    message: errorMessages.QR_DEVICE_MOVED,
  });

  // Opened again, the first phone says why it shows no QR, and leads to the SMS again.
  await page.reload();
  await expect(page.getByText(MOVED_AWAY)).toBeVisible();
  await expect(page.getByRole('img', { name: '입장용 QR 코드' })).toHaveCount(0);
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'device-pass-moved-away');

  await verifyAgainBySms(page, request);
  await expect(page).toHaveURL('/qrComplet');
  await expect(page.getByText(MOVED_HERE)).toBeVisible();
  await second.reload();
  await expect(second.getByText(MOVED_AWAY)).toBeVisible();

  const checkIn = await checkInAtTheDoor(staff, page);
  expect(checkIn.result).toBe('CHECKED_IN');
  expect(checkIn.passMode).toBe('DEVICE');
  await staff.dispose();
  await secondPhone.close();
});

/**
 * A browser that cannot keep the key (here: no IndexedDB) never registers: it shows the day's QR
 * of qrUuid and the static entry code as before, and the door admits it as UNBOUND, so the
 * scanner can warn staff.
 */
test('a browser without IndexedDB keeps the daily QR, and the door admits it as an unbound pass', async ({
  page,
  context,
  request,
  browser,
  playwright,
  baseURL,
}) => {
  const member = await memberWithQrPass(request, '다온');
  await context.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  });
  await useMemberToken(context, member.jwt);
  await page.goto('/qrComplet');
  await expect(page.getByText('이 브라우저에서는 기본 QR을 보여 드려요.')).toBeVisible();
  const qr = page.getByRole('img', { name: '입장용 QR 코드' });
  await expect(qr).toHaveAttribute('data-mode', 'Byte');
  const decoded = await decodeQrScreenshot(browser, await qr.screenshot());
  expect(decoded, 'jsqr reads the daily QR').toBe(member.qrUuid);
  await expect(page.getByText(formatEntryCode(member.entryCode), { exact: true })).toBeVisible();
  expect((await getQrValue(request, member.jwt)).deviceKeyId).toBeNull();
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'device-pass-basic');

  const staff = await playwright.request.newContext({ baseURL });
  const checkIn = await checkInAtTheDoor(staff, member.qrUuid);
  await staff.dispose();
  expect(checkIn.result).toBe('CHECKED_IN');
  expect(checkIn.passMode).toBe('UNBOUND');
  await expect(page.getByText('입장 완료')).toBeVisible();
});

/** 본인확인 다시 하기 → /qrissue?again=1, prefilled: the captcha, the consents and the SMS code. */
async function verifyAgainBySms(page: Page, request: Parameters<typeof captchaAnswer>[0]) {
  const captchaUuid = nextCaptchaUuid(page);
  await page.getByRole('link', { name: '본인확인 다시 하기' }).click();
  await expect(page).toHaveURL('/qrissue?again=1');
  await expect(page.getByText(/오늘의 QR을 이 휴대폰에서 쓰려면/)).toBeVisible();
  const phone = await page.getByRole('textbox', { name: '휴대폰 번호' }).inputValue();
  await page
    .getByRole('textbox', { name: '보안문자', exact: true })
    .fill(await captchaAnswer(request, await captchaUuid));
  const consents = page.getByRole('dialog', { name: '본인인증 약관 동의' });
  await consents.getByText('약관 전체 동의').click();
  await consents.getByRole('button', { name: '동의하고 인증번호 받기' }).click();
  await expect(page.getByText('STEP 2/2 · 인증번호 입력')).toBeVisible();
  await page.getByRole('textbox', { name: '인증번호' }).fill(await latestSmsCode(request, phone));
}

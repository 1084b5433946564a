import { decodePassCode } from '@venue/contract';
import { expect, expectNoA11yViolations, test, waitForAppOnNavigation } from '../fixtures';
import { createSandboxMember, useMemberToken } from '../support/home';
import { getQrValue, readLiveQr } from '../support/qr';
import {
  captchaAnswer,
  latestSmsCode,
  nextCaptchaUuid,
  screenshotIfAsked,
} from '../support/sandbox';
import { logInToStaffConsole } from '../support/staff';

// With the network cut the browser logs each call it could not make; that is the point here.
test.use({
  allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/],
});

/**
 * The offline door (decision 070): a member's phone holds today's pass; the scanner downloads
 * the day's keys; then the network goes on both. The phone still shows its live code (it signs
 * by itself), the scanner checks it by itself, admits the member at once and counts one scan
 * waiting; back online it sends the scan, the member is checked in on the server, the member's
 * phone shows the welcome, and 오늘 counts the offline scan.
 */
test('the door admits a live pass offline and sends it when the network is back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);

  // 1. The member issues today's QR on their phone (sandbox SMS); the phone registers its key.
  const member = await createSandboxMember(request, '한지민');
  const phoneContext = await browser.newContext();
  const phone = waitForAppOnNavigation(await phoneContext.newPage());
  await useMemberToken(phoneContext, member.jwt);
  await phone.goto('/qr');
  const captchaUuid = nextCaptchaUuid(phone);
  await phone.getByRole('link', { name: 'QR 발급하기' }).click();
  await expect(phone).toHaveURL('/qrissue');
  await expect(phone.getByText('STEP 1/2 · 정보 확인')).toBeVisible();
  await expect(phone.getByRole('img', { name: /보안문자 이미지/ })).toBeVisible();
  const phoneNumber = await phone.getByRole('textbox', { name: '휴대폰 번호' }).inputValue();
  await phone
    .getByRole('textbox', { name: '보안문자', exact: true })
    .fill(await captchaAnswer(request, await captchaUuid));
  const consents = phone.getByRole('dialog', { name: '본인인증 약관 동의' });
  await consents.getByText('약관 전체 동의').click();
  await consents.getByRole('button', { name: '동의하고 인증번호 받기' }).click();
  await expect(phone.getByText('STEP 2/2 · 인증번호 입력')).toBeVisible();
  await phone
    .getByRole('textbox', { name: '인증번호' })
    .fill(await latestSmsCode(request, phoneNumber));
  await expect(phone).toHaveURL('/qrComplet');
  // The phone makes and registers its keys right after the SMS, then draws its first code.
  await readLiveQr(phone);
  const pass = await getQrValue(request, member.jwt);
  expect(pass.deviceKeyId, 'the phone holds the pass').not.toBeNull();
  expect(pass.checkedInYn).toBe('N');

  // 2. The scanner (a phone-sized browser) opens and downloads the day's keys.
  await logInToStaffConsole(page);
  const state = page.getByRole('status', { name: '스캐너 연결 상태' });
  await expect(state).toContainText('온라인');
  await expect(state).not.toContainText('입장 키 받은 시각아직 없음');
  await expect(state).toContainText('보낼 스캔0건');

  // 3. The network goes on both. The phone keeps showing a live code; the scanner checks it.
  await phoneContext.setOffline(true);
  await page.context().setOffline(true);
  await expect(state).toContainText('오프라인');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'door-offline-1-ready');
  const live = await readLiveQr(phone);
  expect(decodePassCode(live)?.passIdx).toBe(pass.qrPassIdx);
  await page.getByLabel('입장 코드').fill(live);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  const result = page.getByRole('region', { name: '확인 결과' }).getByRole('status');
  await expect(result).toHaveAttribute('data-tone', 'success');
  await expect(result).toContainText('입장 확인 (오프라인)');
  await expect(result).toContainText('한*민 님');
  await expect(result).toContainText('오프라인 입장 — 연결되면 보낼게요');
  await expect(state).toContainText('보낼 스캔1건');
  await expect(state).toContainText('마지막 전송아직 없음');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'door-offline-2-admitted', { fullPage: true });
  // Nothing reached the server meanwhile.
  expect((await getQrValue(request, member.jwt)).checkedInYn).toBe('N');

  // 4. Back online: the scanner sends the waiting scan by itself, and the server checks it in.
  await page.context().setOffline(false);
  await phoneContext.setOffline(false);
  await expect(state).toContainText('온라인');
  await expect(state).toContainText('보낼 스캔0건', { timeout: 15_000 });
  await expect(state).not.toContainText('마지막 전송아직 없음');
  await expect
    .poll(async () => (await getQrValue(request, member.jwt)).checkedInYn, { timeout: 10_000 })
    .toBe('Y');
  await expect(page.getByRole('region', { name: '연결 후 확인이 필요한 입장' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'door-offline-3-synced');
  // The member's still-open My QR hears of it once its live stream is back: the welcome, then
  // the pass marked 입장 완료.
  const welcome = phone.getByRole('dialog', { name: /오신 걸 환영해요/ });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await expectNoA11yViolations(phone);
  await screenshotIfAsked(phone, 'door-offline-3-phone-welcome');
  await welcome.getByRole('button', { name: '닫기' }).click();
  await expect(phone.getByText('오늘 입장이 확인되었어요. 즐거운 관람 되세요!')).toBeVisible();

  // 5. 오늘, on a laptop: the day's check-ins by how the pass was shown count the offline scan.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/staff/today');
  const card = page.getByRole('region', { name: '입장 방식과 충돌' });
  await expect(card.getByRole('list', { name: '입장 방식' })).toContainText(/오프라인 스캔[1-9]/);
  await expect(card.getByRole('list', { name: '입장 방식' })).toContainText(/휴대폰 QR[1-9]/);
  await card.scrollIntoViewIfNeeded();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'door-offline-4-dashboard');
  await phoneContext.close();
});

import { decodePassCode } from '@venue/contract';
import { expect, expectNoA11yViolations, test, waitForAppOnNavigation } from '../fixtures';
import { useMemberToken } from '../support/home';
import { getQrValue, readLiveQr } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, memberWithQrPass } from '../support/staff';

// With the network cut the browser logs each call it could not make; that is the point here.
test.use({
  allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/],
});

/**
 * The offline door remembers what the server admitted online (decision 070): a member's phone
 * holds today's pass and the scanner admits its live code online. The scanner's network then
 * goes, and the member shows the phone again: the scanner answers by itself as the server would,
 * already checked in, and queues nothing. Back online it has nothing to send, and the day's list
 * holds the member once.
 */
test('the door remembers an online admission when it goes offline', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);

  // 1. The member verified by SMS; their phone opens My QR within the 10 minutes and registers.
  const member = await memberWithQrPass(request, '남궁솔');
  const phoneContext = await browser.newContext();
  await useMemberToken(phoneContext, member.jwt);
  const phone = waitForAppOnNavigation(await phoneContext.newPage());
  await phone.goto('/qrComplet');
  const first = await readLiveQr(phone);
  const pass = await getQrValue(request, member.jwt);
  expect(pass.deviceKeyId, 'the phone holds the pass').not.toBeNull();

  // 2. The scanner downloads the day's keys and admits the live code online.
  const syncs: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/staff/door/sync') syncs.push(sent.url());
  });
  await logInToStaffConsole(page);
  const state = page.getByRole('status', { name: '스캐너 연결 상태' });
  await expect(state).toContainText('온라인');
  await expect(state).not.toContainText('입장 키 받은 시각아직 없음');
  await page.getByLabel('입장 코드').fill(first);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  const result = page.getByRole('region', { name: '확인 결과' }).getByRole('status');
  await expect(result).toHaveAttribute('data-tone', 'success');
  await expect(result).toContainText('입장 확인');
  await expect(result).toContainText('남*솔 님');
  expect((await getQrValue(request, member.jwt)).checkedInYn).toBe('Y');

  // The phone welcomes the member; they close it and keep My QR open.
  const welcome = phone.getByRole('dialog', { name: /오신 걸 환영해요/ });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await welcome.getByRole('button', { name: '닫기' }).click();

  // 3. The scanner's network goes; the phone shows its live code again (it signs by itself).
  await page.context().setOffline(true);
  await expect(state).toContainText('오프라인');
  const again = await readLiveQr(phone);
  expect(decodePassCode(again)?.passIdx).toBe(pass.qrPassIdx);
  await page.getByLabel('입장 코드').fill(again);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(result).toHaveAttribute('data-tone', 'warning');
  await expect(result).toContainText('이미 입장 확인된 QR이에요');
  await expect(result).toContainText('남*솔 님');
  await expect(result).toContainText('이 스캐너에서 오늘 이미 입장 확인했어요.');
  await expect(result).not.toContainText('입장 확인 (오프라인)');
  await expect(state).toContainText('보낼 스캔0건');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'door-remembers-1-already-in-offline', { fullPage: true });

  // 4. Back online: nothing was waiting, so nothing is sent, and the member is in once.
  await page.context().setOffline(false);
  await expect(state).toContainText('온라인');
  await expect(state).toContainText('보낼 스캔0건');
  await expect(state).toContainText('마지막 전송아직 없음');
  await page.reload();
  const recent = page.getByRole('region', { name: '모든 데스크 최근 입장' });
  // The sandbox operator is an ADMIN, who reads names whole here.
  await expect(recent.getByRole('listitem').filter({ hasText: '남궁솔 · 입구' })).toHaveCount(1);
  expect(syncs, 'no offline scan was sent to the server').toEqual([]);
  await expectNoA11yViolations(page);
  await phoneContext.close();
});

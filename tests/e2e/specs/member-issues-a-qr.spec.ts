import type { APIRequestContext } from '@playwright/test';
import { formatEntryCode } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createSandboxMember, useMemberToken } from '../support/home';
import { waitForAnimations } from '../support/motion';
import { checkInAtTheDoor, getQrValue } from '../support/qr';
import {
  captchaAnswer,
  latestSmsCode,
  nextCaptchaUuid,
  screenshotIfAsked,
} from '../support/sandbox';

test('a member issues a QR with the sandbox SMS, sees it with the entry code, and is welcomed at the door', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const member = await createSandboxMember(request, '정하린');
  await useMemberToken(context, member.jwt);

  // /qr: what My QR is, and the way to issue it.
  await page.goto('/qr');
  await expect(page.getByRole('heading', { name: /입장할 때\s*보여 주세요/ })).toBeVisible();
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'qr-before');

  // /qrissue step 1: the member's details are filled in; the captcha and the consents send the SMS.
  const captchaUuid = nextCaptchaUuid(page);
  await page.getByRole('link', { name: 'QR 발급하기' }).click();
  await expect(page).toHaveURL('/qrissue');
  await expect(page.getByText('STEP 1/2 · 정보 확인')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('정하린');
  await expect(page.getByRole('textbox', { name: '주민등록번호 앞 6자리' })).toHaveValue('920314');
  const phone = await page.getByRole('textbox', { name: '휴대폰 번호' }).inputValue();
  expect(phone).toMatch(/^010\d{8}$/);
  const captcha = page.getByRole('textbox', { name: '보안문자', exact: true });
  await expect(page.getByRole('img', { name: /보안문자 이미지/ })).toBeVisible();
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'qrissue-step1');
  await captcha.fill(await captchaAnswer(request, await captchaUuid));
  const consents = page.getByRole('dialog', { name: '본인인증 약관 동의' });
  await consents.getByText('약관 전체 동의').click();
  await consents.getByRole('button', { name: '동의하고 인증번호 받기' }).click();

  // Step 2: the code from the sandbox inbox; verified, the QR follows.
  await expect(page.getByText('STEP 2/2 · 인증번호 입력')).toBeVisible();
  const code = page.getByRole('textbox', { name: '인증번호' });
  await expect(code).toBeFocused();
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'qrissue-step2');
  await code.fill(await latestSmsCode(request, phone));

  // /qrComplet: the QR, the entry code as staff would type it, the name and today's date. The
  // phone registered its key right after the SMS, so both are its rotating codes, not the static
  // entry code of the day.
  await expect(page).toHaveURL('/qrComplet');
  const qr = page.getByRole('img', { name: '입장용 QR 코드' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-mode', 'Alphanumeric');
  expect(await qr.boundingBox()).toMatchObject({ width: 180, height: 180 });
  await expect
    .poll(async () => (await getQrValue(request, member.jwt)).deviceKeyId, {
      message: 'the phone holds the pass',
    })
    .not.toBeNull();
  const pass = await getQrValue(request, member.jwt);
  expect(pass.qrAuthYn).toBe('Y');
  const typedCode = page.getByTestId('typed-pass-code');
  await expect(typedCode).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(typedCode).not.toHaveText(formatEntryCode(pass.entryCode!));
  await expect(page.getByText(/15초마다 바뀌어요/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '정하린님의 입장 QR' })).toBeVisible();
  await expect(page.getByText(/스캔하면 바로 알려 드릴게요/)).toBeVisible();
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'qrcomplet-waiting');

  // A reload of /qr now goes straight to the QR.
  await page.goto('/qr');
  await expect(page).toHaveURL('/qrComplet');
  await expect(qr).toBeVisible();
  // Let the page's stream open before the scan (it would be replayed anyway on a reconnect).
  await page.waitForTimeout(300);

  // Staff scan the QR at a program with a tutorial: the welcome arrives live.
  const staff = await playwright.request.newContext({ baseURL });
  const programIdx = await tutorialProgram(request);
  const checkIn = await checkInAtTheDoor(staff, page, { programIdx });
  await staff.dispose();
  expect(checkIn.result).toBe('CHECKED_IN');
  expect(checkIn.passMode).toBe('DEVICE');
  const welcome = page.getByRole('dialog', { name: '시그널 하우스 성수에 오신 걸 환영해요!' });
  await expect(welcome).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText('입장 완료')).toBeVisible();
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'qrcomplet-welcome');

  await welcome.getByRole('button', { name: '체험방법 알아보기' }).click();
  await expect(page).toHaveURL(/\/tutorial\/\d+$/);
  const frame = page.locator('iframe');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /\/media\/embed\/tutorial-/);
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'tutorial');
});

/** A seeded program with a tutorial (the first in the program list that has one). */
async function tutorialProgram(request: APIRequestContext) {
  const response = await request.post('/api/program/list', { data: {} });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { programIdx: number; tutorialYn: string; tutorialLink: string | null }[];
  };
  const program = body.data.find((p) => p.tutorialYn === 'Y' && p.tutorialLink);
  expect(program, 'the seed has a program with a tutorial').toBeTruthy();
  return program!.programIdx;
}

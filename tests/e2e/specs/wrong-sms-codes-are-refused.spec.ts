import { expect, expectNoA11yViolations, test } from '../fixtures';
import { adult, requestSmsCode, smsCodeField } from '../support/member-signup';
import { screenshotIfAsked, uniqueAccountId } from '../support/sandbox';
import { logInWithSandboxKakao } from '../support/sandbox-login';

// Spec 000 §8, verbatim.
const WRONG_CODE = '잘못된 인증번호입니다. 다시 시도해 주세요.';
const TOO_MANY_WRONG_CODES = '인증번호 오류 입력 건수가 초과되었습니다. 재전송버튼을 클릭해주세요.';

// Each refused code (400), the sixth-attempt lock (429, resultCode 6010) and the early resend
// (429) are failed requests, which Chromium logs as console errors.
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 4(00|29)/],
});

test('wrong SMS codes are refused, and the fifth wrong try asks for a resend', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await logInWithSandboxKakao(page, '/login', uniqueAccountId('wrong-code'));
  await expect(page).toHaveURL('/identification');
  const code = await requestSmsCode(page, request, adult('최민서'));
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const field = smsCodeField(page);
  let verifyCalls = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/auth/phone/verify') verifyCalls++;
  });

  for (let attempt = 1; attempt <= 5; attempt++) {
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/phone/verify',
    );
    await field.fill(wrong);
    const response = await answered;
    const last = attempt === 5;
    expect(response.status(), `attempt ${attempt}`).toBe(last ? 429 : 400);
    await expect(field).toHaveAccessibleDescription(last ? TOO_MANY_WRONG_CODES : WRONG_CODE);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays, editable, on the same page.
    await expect(field).toHaveValue(wrong);
    await expect(field).toBeEditable();
    await expect(page).toHaveURL('/identification');
    if (attempt === 1) await screenshotIfAsked(page, 'identification-wrong-code');
    if (!last) {
      // Typing again clears the message until the next answer.
      await field.fill('');
      await expect(field).toHaveAccessibleDescription(
        '문자로 받은 인증번호 6자리를 입력하면 자동으로 확인돼요.',
      );
    }
  }
  await screenshotIfAsked(page, 'identification-too-many-codes');

  // Even the right code is not tried any more: only a resend opens the step again.
  await field.fill(code);
  await expect(field).toHaveAccessibleDescription(TOO_MANY_WRONG_CODES);
  await expect(page).toHaveURL('/identification');
  await expectNoA11yViolations(page);
  expect(verifyCalls, 'no code was sent after the lock').toBe(5);

  // The server allows a resend of the same verification only 30 s after the last send; a resend
  // this early is refused with how long to wait, in the app's alert.
  const resent = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/phone/send',
  );
  await page.getByRole('button', { name: '재전송' }).click();
  expect((await resent).status()).toBe(429);
  const wait = page.getByRole('alertdialog', {
    name: /인증번호는 \d+초 후에 다시 받을 수 있습니다/,
  });
  await expect(wait).toBeVisible();
  await wait.getByRole('button', { name: '확인' }).click();
  await expect(wait).toBeHidden();
  await expect(field).toHaveAccessibleDescription(TOO_MANY_WRONG_CODES);
});

import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { captchaAnswer, latestSmsCode, nextCaptchaUuid, uniquePhone } from './sandbox';
import { logInWithSandboxKakao } from './sandbox-login';

/**
 * Walking the signup screens as a visitor does: the identification steps (name, resident number,
 * captcha, carrier sheet, phone, consent sheet, SMS code) on /identification or
 * /identificationGuardian, and the terms on /tos. Every value is typed or picked in the page; the
 * sandbox only supplies what a person would read off the captcha image and their phone.
 */

export type Person = {
  name: string;
  /** resident number: the 6 front digits (YYMMDD) and the first back digit */
  front6: string;
  digit: string;
  /** as the carrier sheet names it */
  carrier: 'SKT' | 'KT' | 'LG U+' | 'SKT 알뜰폰' | 'KT 알뜰폰' | 'LG U+ 알뜰폰';
  phone: string;
};

/** A Korean adult born 1990-05-05 (back digit 2: a woman born in the 1900s). */
export function adult(name = '김하늘', phone = uniquePhone()): Person {
  return { name, front6: '900505', digit: '2', carrier: 'SKT', phone };
}

/** Today in Seoul as [year, month, day]: the app judges ages by Seoul calendar days. */
function seoulToday(): [number, number, number] {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const [year, month, day] = ymd.split('-').map(Number);
  return [year!, month!, day!];
}

/**
 * A child born `years` years before today (Seoul), born in the 2000s (back digit 4: a girl).
 * 29 February becomes the 28th in a year without it.
 */
export function childBornYearsAgo(years: number, name: string, phone = uniquePhone()): Person {
  const [year, month, day] = seoulToday();
  const birthYear = year - years;
  const leap = (birthYear % 4 === 0 && birthYear % 100 !== 0) || birthYear % 400 === 0;
  const birthDay = month === 2 && day === 29 && !leap ? 28 : day;
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    name,
    front6: `${two(birthYear % 100)}${two(month)}${two(birthDay)}`,
    digit: '4',
    carrier: 'KT',
    phone,
  };
}

const fieldName = (subject: string | undefined, text: string) =>
  subject ? `${subject} ${text}` : text;

/**
 * Steps 1–5 of identification up to the SMS: name, resident number, the captcha (answered from
 * the sandbox), the carrier sheet, the phone number, and the consent sheet, which sends the code.
 * Resolves with the code the sandbox agency delivered to the phone. `subject` is the label
 * prefix of the guardian's form (보호자).
 */
export async function requestSmsCode(
  page: Page,
  request: APIRequestContext,
  person: Person,
  options: { subject?: string; beforeSend?: () => Promise<void> } = {},
): Promise<string> {
  const { subject } = options;
  const name = page.getByRole('textbox', { name: fieldName(subject, '이름'), exact: true });
  await name.fill(person.name);

  const resident = fieldName(subject, '주민등록번호');
  await page.getByRole('textbox', { name: `${resident} 앞 6자리` }).fill(person.front6);
  // The complete resident number reveals the captcha step, which loads its image only now.
  const captchaUuid = nextCaptchaUuid(page);
  await page.getByRole('textbox', { name: `${resident} 뒷자리 첫 번째 숫자` }).fill(person.digit);
  const answer = await captchaAnswer(request, await captchaUuid);
  const captcha = page.getByRole('textbox', { name: '보안문자', exact: true });
  await expect(captcha).toBeFocused();
  await captcha.fill(answer);
  await expect(page.getByRole('status').filter({ hasText: '보안문자 확인 완료' })).toBeVisible();

  // A passed captcha opens the carrier sheet by itself.
  const carriers = page.getByRole('dialog', { name: '통신사 선택' });
  await expect(carriers).toBeVisible();
  await carriers.getByRole('button', { name: person.carrier, exact: true }).click();
  await expect(carriers).toBeHidden();
  await expect(page.getByRole('button', { name: `통신사 ${person.carrier}` })).toBeVisible();

  // Eleven digits open the identity-verification consent sheet.
  const phone = page.getByRole('textbox', { name: '휴대폰 번호' });
  await expect(phone).toBeFocused();
  await phone.fill(person.phone);
  const consents = page.getByRole('dialog', { name: '본인인증 약관 동의' });
  await expect(consents).toBeVisible();
  await options.beforeSend?.();
  await consents.getByRole('checkbox', { name: '약관 전체 동의' }).check();
  for (const box of await consents.getByRole('checkbox').all()) await expect(box).toBeChecked();

  const sent = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/phone/send',
  );
  await consents.getByRole('button', { name: '동의하고 인증번호 받기' }).click();
  expect((await sent).ok(), 'the SMS was sent').toBe(true);
  await expect(consents).toBeHidden();
  // Sent: what was typed is read-only now, and the code field (with its countdown) takes focus.
  await expect(name).toHaveAttribute('readonly', '');
  await expect(phone).toHaveAttribute('readonly', '');
  await expect(smsCodeField(page)).toBeFocused();
  await expect(page.getByRole('timer', { name: '남은 시간' })).toHaveText(/^0[23]:\d\d$/);
  return latestSmsCode(request, person.phone);
}

export function smsCodeField(page: Page) {
  return page.getByRole('textbox', { name: '인증번호', exact: true });
}

/** Types the SMS code (verified automatically at the sixth digit). */
export async function enterSmsCode(page: Page, code: string): Promise<void> {
  const verified = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/phone/verify',
  );
  await smsCodeField(page).fill(code);
  expect((await verified).ok(), 'the SMS code was accepted').toBe(true);
}

/** All six steps of identification for `person`, ending when the code is accepted. */
export async function verifyIdentity(
  page: Page,
  request: APIRequestContext,
  person: Person,
  options: { subject?: string } = {},
): Promise<void> {
  const code = await requestSmsCode(page, request, person, options);
  await enterSmsCode(page, code);
}

/**
 * On /tos: the age confirmation and every required term, one by one (the all-check box shows
 * the mixed state meanwhile), then 동의하고 가입하기. Optional terms stay unchecked.
 */
export async function agreeToRequiredTermsAndSignUp(
  page: Page,
  options: { under14: boolean },
): Promise<void> {
  const age = options.under14
    ? '(필수) 만 14세 미만이며 법정대리인의 동의를 받았습니다'
    : '(필수) 만 14세 이상입니다';
  await expect(page.getByRole('checkbox', { name: age })).toBeVisible();
  const required = page.getByRole('checkbox', { name: /^\(필수\)/ });
  const optional = page.getByRole('checkbox', { name: /^\(선택\)/ });
  expect(await required.count(), 'required terms besides the age').toBeGreaterThan(1);
  for (const box of await required.all()) await box.check();
  const all = page.getByRole('checkbox', { name: '약관 전체 동의' });
  if ((await optional.count()) > 0) await expect(all).toBeChecked({ indeterminate: true });
  else await expect(all).toBeChecked();

  const signup = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/complete/signup',
  );
  await page.getByRole('button', { name: '동의하고 가입하기' }).click();
  expect((await signup).ok(), 'signup succeeded').toBe(true);
  await expect(page).toHaveURL('/complet');
}

/**
 * A new adult member, signed up through the screens with the sandbox Kakao account `accountId`,
 * for tests that need a member who can log in again through the same provider. Ends on /complet.
 */
export async function signUpAdultWithKakao(
  page: Page,
  request: APIRequestContext,
  accountId: string,
  person: Person = adult(),
): Promise<void> {
  await logInWithSandboxKakao(page, '/login', accountId);
  await expect(page).toHaveURL('/identification');
  await verifyIdentity(page, request, person);
  await expect(page).toHaveURL('/tos?under14=false');
  await agreeToRequiredTermsAndSignUp(page, { under14: false });
}

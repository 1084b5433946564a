import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { getLegalGuardian, getUserInfo } from '../support/member-api';
import {
  adult,
  agreeToRequiredTermsAndSignUp,
  childBornYearsAgo,
  enterSmsCode,
  type Person,
  requestSmsCode,
  verifyIdentity,
} from '../support/member-signup';
import { screenshotIfAsked, uniqueAccountId, uniquePhone } from '../support/sandbox';
import {
  continueWithKakao,
  logInWithSandboxKakao,
  signInAtSandboxKakao,
  storedJwt,
} from '../support/sandbox-login';

/** What members see in the header and over the page (spec 000 §2 Layout); guests see 로그인. */
async function expectMemberShell(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '드로우 투어' })).toHaveAttribute(
    'href',
    '/frequency',
  );
  await expect(header.getByRole('link', { name: '로그인' })).toHaveCount(0);
  // /complet offers My QR with a button of its own (the floating one stays away from it).
  await expect(page.getByRole('link', { name: /^My QR/ }).first()).toHaveAttribute('href', '/qr');
}

/** Signup keeps no resident-number digits in the browser's storage. */
async function expectNoResidentDigitsStored(page: Page, person: Person): Promise<void> {
  const stored = await page.evaluate(() =>
    JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]),
  );
  expect(stored).not.toContain(`${person.front6}${person.digit}`);
  expect(stored).not.toContain(`${person.front6}-${person.digit}`);
}

// A signup walks six screens and several sheets, with an axe check on each screen.
test.describe.configure({ timeout: 60_000 });

test('a new adult signs up through the sandbox Kakao and lands on /complet as a member', async ({
  page,
  request,
}) => {
  const person = adult('김하늘');
  const accountId = uniqueAccountId('adult');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 2, name: /오신 걸 환영해요/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'T아이디로 계속하기' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'VIP 입장 키가 있으신가요?' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'login');

  await continueWithKakao(page);
  await signInAtSandboxKakao(page, accountId, person.name);
  await expect(page).toHaveURL('/identification');
  await expect(page.getByRole('heading', { level: 2, name: '휴대폰 본인인증' })).toBeVisible();
  await expectNoA11yViolations(page);

  const code = await requestSmsCode(page, request, person, {
    beforeSend: () => screenshotIfAsked(page, 'identification-consents'),
  });
  // Mid-flow: every step is on screen, read-only, with the code field and its countdown.
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'identification');
  await enterSmsCode(page, code);

  await expect(page).toHaveURL('/tos?under14=false');
  await expect(page.getByRole('heading', { level: 2, name: '약관에 동의해 주세요' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '약관 전체 동의' })).not.toBeChecked();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'tos');
  await agreeToRequiredTermsAndSignUp(page, { under14: false });

  await expect(
    page.getByRole('heading', { level: 2, name: /김하늘님, 회원가입이\s*완료되었어요/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'My QR 발급하기' })).toHaveAttribute('href', '/qr');
  await expect(page.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  await expectMemberShell(page);
  await expectNoResidentDigitsStored(page, person);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'complet');

  const jwt = await storedJwt(page);
  expect(jwt, 'the member token is stored').toBeTruthy();
  const member = await getUserInfo(request, jwt!);
  expect(member).toMatchObject({
    name: person.name,
    birthYmd: '1990-05-05',
    gender: 'F',
    foreignerYn: 'N',
    telecomCode: '01',
    phoneNumber: person.phone,
    loginType: 'kakao',
    kakaoSubId: accountId,
  });
  // Optional terms were left unchecked.
  expect(member.marketingAgreementYn).toBe('N');
});

test('a child under 14 signs up with a guardian who verifies their own phone', async ({
  page,
  request,
}) => {
  const child = childBornYearsAgo(10, '김새싹');
  const guardian: Person = {
    name: '김보호',
    front6: '800303',
    digit: '1',
    carrier: 'LG U+',
    phone: uniquePhone(),
  };

  await logInWithSandboxKakao(page, '/login', uniqueAccountId('child'));
  await expect(page).toHaveURL('/identification');
  await verifyIdentity(page, request, child);

  // /identification14: the child types name and resident number again; they must match.
  await expect(page).toHaveURL('/identification14');
  await expect(
    page.getByRole('heading', { level: 2, name: '본인 정보를 확인해 주세요' }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('textbox', { name: '이름', exact: true }).fill('김다름');
  await page.getByRole('textbox', { name: '주민등록번호 앞 6자리' }).fill(child.front6);
  await page.getByRole('textbox', { name: '주민등록번호 뒷자리 첫 번째 숫자' }).fill(child.digit);
  await page.getByRole('button', { name: '다음' }).click();
  const mismatch = page.getByRole('alertdialog', { name: '인증된 정보와 동일한지 확인해 주세요.' });
  await expect(mismatch).toBeVisible();
  await mismatch.getByRole('button', { name: '확인' }).click();
  await expect(mismatch).toBeHidden();
  await expect(page).toHaveURL('/identification14');
  await page.getByRole('textbox', { name: '이름', exact: true }).fill(child.name);
  await page.getByRole('button', { name: '다음' }).click();

  // /identificationGuardian: the guardian's own identification, tied to the child's.
  await expect(page).toHaveURL('/identificationGuardian');
  await expect(page.getByRole('heading', { level: 2, name: '보호자 본인인증' })).toBeVisible();
  await verifyIdentity(page, request, guardian, { subject: '보호자' });

  await expect(page).toHaveURL('/tos?under14=true');
  await agreeToRequiredTermsAndSignUp(page, { under14: true });
  await expect(
    page.getByRole('heading', { level: 2, name: /김새싹님, 회원가입이\s*완료되었어요/ }),
  ).toBeVisible();
  await expectMemberShell(page);
  await expectNoResidentDigitsStored(page, child);
  await expectNoResidentDigitsStored(page, guardian);
  await expectNoA11yViolations(page);

  const jwt = await storedJwt(page);
  expect(jwt, 'the member token is stored').toBeTruthy();
  const member = await getUserInfo(request, jwt!);
  expect(member).toMatchObject({ name: child.name, gender: 'F', phoneNumber: child.phone });
  expect(member.birthYmd.slice(2).replaceAll('-', '')).toBe(child.front6);
  expect(await getLegalGuardian(request, jwt!)).toEqual({
    name: guardian.name,
    birthYmd: '1980-03-03',
    gender: 'M',
    telco: '03',
    phoneNumber: guardian.phone,
    foreignerYn: 'N',
  });
});

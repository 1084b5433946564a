import { expect, expectNoA11yViolations, test } from '../fixtures';
import { myQrButton } from '../support/layout';
import { getUserInfo } from '../support/member-api';
import { adult, type Person, verifyIdentity } from '../support/member-signup';
import { screenshotIfAsked, uniqueAccountId } from '../support/sandbox';
import { logInWithSandboxKakao, storedJwt } from '../support/sandbox-login';

/**
 * A legal record: what a member agreed to at signup is what settings shows, under
 * the same name. An MVNO member (KT 알뜰폰, so TOS005 is offered too) agrees to exactly one of the
 * three optional terms; /setting/terms then shows the three switches named exactly as signup named
 * them, only that one on, each linked to its own term, and a change toasts the term's name.
 */
test.describe.configure({ timeout: 90_000 });

const ONLY_AGREED = '(선택) 마케팅 정보 수신 동의';

test('a member who agreed to one optional term at signup sees exactly that one on in settings, with the same name', async ({
  page,
  request,
}) => {
  const person: Person = { ...adult('윤소담'), carrier: 'KT 알뜰폰' };
  await logInWithSandboxKakao(page, '/login', uniqueAccountId('one-consent'));
  await expect(page).toHaveURL('/identification');
  await verifyIdentity(page, request, person);
  await expect(page).toHaveURL('/tos?under14=false');

  // Signup: every required box, and of the optional ones only the marketing term.
  await page.getByRole('checkbox', { name: '(필수) 만 14세 이상입니다' }).check();
  for (const box of await page.getByRole('checkbox', { name: /^\(필수\)/ }).all())
    await box.check();
  const optional = page.getByRole('checkbox', { name: /^\(선택\)/ });
  const optionalLabels = await Promise.all(
    (await optional.all()).map(async (box) =>
      (await box.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''))
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
  // An MVNO carrier is offered all three optional terms, TOS004–TOS006.
  expect(optionalLabels).toEqual([
    '(선택) 맞춤형 서비스를 위한 개인정보 수집·이용 동의',
    '(선택) 개인정보 제3자 제공 동의',
    ONLY_AGREED,
  ]);
  await page.getByRole('checkbox', { name: ONLY_AGREED }).check();
  await page.getByRole('button', { name: '동의하고 가입하기' }).click();
  await expect(page).toHaveURL('/complet');
  await expect(page.getByRole('heading', { level: 2, name: /윤소담님, 회원가입이/ })).toBeVisible();
  await screenshotIfAsked(page, 'complet-member');
  // /complet has a My QR button of its own above 홈으로: no floating one sits on them.
  await expect(page.getByRole('link', { name: 'My QR 발급하기' })).toBeInViewport();
  await expect(page.getByRole('link', { name: '홈으로' })).toBeInViewport();
  await expect(myQrButton(page)).toHaveCount(0);

  const jwt = await storedJwt(page);
  const member = await getUserInfo(request, jwt!);
  expect(member).toMatchObject({
    telecomCode: '05',
    userInfoAgreementYn: 'N',
    adInfoAgreementYn: 'N',
    marketingAgreementYn: 'Y',
  });

  // Settings: the same three names, only the one agreed to is on (the visit reminder's switch
  // below them is a setting, not a consent, and on by default).
  await page.goto('/setting/terms');
  const switches = page.getByRole('list', { name: '동의 항목' }).getByRole('switch');
  await expect(switches).toHaveCount(3);
  await expect(page.getByRole('switch', { name: '방문 리마인더 알림톡' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const settingsNames = await Promise.all(
    (await switches.all()).map(async (item) =>
      (
        await item.evaluate((element) => {
          const id = element.getAttribute('aria-labelledby');
          return (id && document.getElementById(id)?.textContent) || '';
        })
      ).trim(),
    ),
  );
  expect(settingsNames).toEqual(optionalLabels);
  const onNames: string[] = [];
  for (const [index, item] of (await switches.all()).entries()) {
    if ((await item.getAttribute('aria-checked')) === 'true') onNames.push(settingsNames[index]!);
  }
  expect(onNames).toEqual([ONLY_AGREED]);
  await expect(page.getByRole('switch', { name: ONLY_AGREED })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'setting-terms-one-consent');

  // A change names the term it changed.
  const thirdParty = page.getByRole('switch', { name: '(선택) 개인정보 제3자 제공 동의' });
  await thirdParty.click();
  await expect(page.getByRole('status')).toHaveText('‘개인정보 제3자 제공 동의’에 동의했어요.');
  await expect(thirdParty).toHaveAttribute('aria-checked', 'true');
  expect((await getUserInfo(request, jwt!)).adInfoAgreementYn).toBe('Y');
  await thirdParty.click();
  await expect(page.getByRole('status')).toHaveText('‘개인정보 제3자 제공 동의’를 철회했어요.');
  expect((await getUserInfo(request, jwt!)).adInfoAgreementYn).toBe('N');

  // Each switch opens its own term: the preview's heading is the term's name.
  await page.getByRole('link', { name: '개인정보 제3자 제공 동의 전문 보기' }).click();
  await expect(page).toHaveURL(/\/terms\/preview\/\d+$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: '개인정보 제3자 제공 동의' }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

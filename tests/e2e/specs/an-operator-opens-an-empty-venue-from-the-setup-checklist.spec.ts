import { seoulToday } from '@venue/contract';
import { expect, expectNoA11yViolations } from '../fixtures';
import { laptopContext } from '../support/console-editor';
import { testOnOwnVenue } from '../support/own-venue';
import { screenshotIfAsked } from '../support/sandbox';

/**
 * A production start on an empty database, with its logins and its privacy policy. A visitor meets
 * a true "signup is closed" and no Kakao or T ID button (none is configured); the operator lands on
 * 오늘, whose setup checklist says what keeps visitors out, publishes the signup terms from the terms
 * page it links to, and the item turns done — and the visitor's terms step opens.
 *
 * A venue of its own: it starts empty in production and publishes terms every visitor sees.
 */
const test = testOnOwnVenue({
  NODE_ENV: 'production',
  SANDBOX_MODE: 'off',
  JWT_SECRET: 'e2e-production-secret-0123456789abcdef',
  STAFF_ADMIN_LOGIN_ID: 'venue-admin',
  STAFF_ADMIN_PASSWORD: 'first-admin-pass-1',
});

test.describe.configure({ timeout: 120_000 });
// Outside sandbox mode GET /sandbox/api/status does not exist (the app asks it for its SANDBOX
// badge), and the browser logs the 404.
test.use({ allowedConsoleErrors: [/Failed to load resource: .*404/] });

const ADMIN = { loginId: 'venue-admin', password: 'first-admin-pass-1' };

/** A signup in progress as the terms step expects it (login and identification done). */
const SIGNUP_IN_PROGRESS = {
  authId: null,
  authSubsId: null,
  authType: 'vip',
  loginTicket: 'ticket',
  vipAccessKey: null,
  userInfo: {
    seq: 'seq-1',
    name: '김하늘',
    birthYmd: '1990-05-05',
    gender: 'F',
    foreignerYn: 'N',
    telco: '01',
    phoneNumber: '01012345678',
    overlapYn: 'N',
    under14Yn: 'N',
  },
  legalguardianInfo: null,
};

test('the checklist says what blocks visitors, the visitor meets a closed signup and no login buttons, and publishing the terms turns the item done', async ({
  page,
  browser,
  venue,
}) => {
  // ── The visitor, on a phone ────────────────────────────────────────────────
  await page.goto('/login');
  await expect(
    page.getByText('지금은 간편 로그인을 이용할 수 없어요. 잠시 후 다시 찾아 주세요.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '카카오로 계속하기' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'T아이디로 계속하기' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'VIP 입장 키가 있으신가요?' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'empty-venue-login');

  await page.addInitScript((auth) => {
    window.sessionStorage.setItem('auth', JSON.stringify(auth));
  }, SIGNUP_IN_PROGRESS);
  await page.goto('/tos?under14=false');
  await expect(page.getByRole('heading', { name: '지금은 회원가입을 받지 않아요' })).toBeVisible();
  await expect(
    page.getByText('아직 이용약관이 게시되지 않았어요. 약관이 게시되면 가입할 수 있어요.'),
  ).toBeVisible();
  await expect(page.getByText(/약관을 불러오지 못했어요/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '동의하고 가입하기' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'empty-venue-signup-closed');

  // The footer's 개인정보처리방침 is a page of its own, empty until one is published.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByText('아직 게시된 개인정보처리방침이 없어요.')).toBeVisible();

  // ── The operator, on a laptop: the login lands on 오늘 ─────────────────────
  const { context, page: laptop } = await laptopContext(browser, { baseURL: venue.url });
  await laptop.goto('/staff/login');
  await laptop.getByLabel('아이디').fill(ADMIN.loginId);
  await laptop.getByLabel('비밀번호').fill(ADMIN.password);
  await laptop.getByRole('button', { name: '로그인' }).click();
  await expect(laptop).toHaveURL(/\/staff\/today$/);
  await expect(laptop.getByRole('heading', { level: 1, name: '오늘' })).toBeVisible();

  const checklist = laptop.getByRole('region', { name: /^운영 준비 \d\/7$/ });
  await expect(checklist).toContainText('방문자가 이용하지 못하게 막는 항목이');
  const item = (name: string) =>
    checklist.getByRole('listitem').filter({ has: laptop.getByRole('heading', { name }) });
  const terms = item('가입 약관 게시');
  await expect(terms).toContainText('방문자 이용 불가');
  await expect(terms).toContainText(
    '게시할 약관: 서비스 이용약관, 개인정보 수집 및 이용 동의, 개인정보 처리업무 위탁 동의.',
  );
  await expect(item('로그인과 본인인증')).toContainText(
    '카카오 로그인 설정 안 됨 · T아이디 로그인 설정 안 됨 · 휴대폰 본인인증 설정 안 됨.',
  );
  await expect(item('로그인과 본인인증')).toContainText('방문자 이용 불가');
  await expect(item('게시한 프로그램')).toContainText('방문자 이용 불가');
  await expect(item('점검 모드')).toContainText('완료');
  await expectNoA11yViolations(laptop);
  await screenshotIfAsked(laptop, 'console-today-checklist-1280', { fullPage: true });

  // The checklist's link leads to the terms page, where every term has its name and flag.
  await terms.getByRole('link', { name: '약관에서 설정하기' }).click();
  await expect(laptop.getByRole('heading', { level: 1, name: '약관' })).toBeVisible();
  const today = seoulToday(new Date());
  for (const name of [
    '서비스 이용약관',
    '개인정보 수집 및 이용 동의',
    '개인정보 처리업무 위탁 동의',
  ]) {
    const card = laptop.getByRole('region', { name: new RegExp(`^${name} TOS00\\d$`) });
    await expect(card).toContainText('필수 · 가입할 때 모든 회원이 동의해요.');
    await card.getByRole('button', { name: `${name} 새 버전 작성` }).click();
    const form = laptop.getByRole('form', { name: `${name} 1버전 새 초안` });
    await expect(form.getByLabel('약관 이름')).toHaveValue(name);
    await expect(form.getByLabel('시행일')).toHaveValue(today);
    const text = form.getByRole('textbox', { name: '약관 내용', exact: true });
    await text.click();
    await laptop.keyboard.type(`${name} 본문이에요. 제1조 목적을 정해요.`);
    await form.getByRole('button', { name: '초안 저장' }).click();
    await expect(laptop.getByRole('status')).toHaveText(
      `${name} 1버전 초안을 저장했어요. 게시하면 방문자에게 보여요.`,
    );
    await card.getByRole('button', { name: `${name} 1버전 게시` }).click();
    const dialog = laptop.getByRole('dialog', { name: `${name} 1버전을 게시할까요?` });
    if (name === '서비스 이용약관') {
      await expectNoA11yViolations(laptop);
      await screenshotIfAsked(laptop, 'console-terms-empty-venue-1280');
    }
    await dialog.getByRole('button', { name: '게시하기' }).click();
    await expect(laptop.getByRole('status')).toHaveText(`${name} 1버전을 게시했어요 (시행 중).`);
  }

  await laptop.goto('/staff/today');
  await expect(item('가입 약관 게시')).toContainText('완료');
  await expect(item('가입 약관 게시')).toContainText('가입에 필요한 약관이 모두 시행 중이에요.');
  await expect(item('로그인과 본인인증')).toContainText('방문자 이용 불가');
  await context.close();

  // ── The console on a phone ─────────────────────────────────────────────────
  const phone = await browser.newContext({
    baseURL: venue.url,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const door = await phone.newPage();
  await door.goto('/staff/login');
  await door.getByLabel('아이디').fill(ADMIN.loginId);
  await door.getByLabel('비밀번호').fill(ADMIN.password);
  await door.getByRole('button', { name: '로그인' }).click();
  await expect(door).toHaveURL(/\/staff\/today$/);
  await expect(door.getByRole('region', { name: /^운영 준비 \d\/7$/ })).toBeVisible();
  // Nothing runs off the side of a phone.
  expect(await door.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoA11yViolations(door);
  await screenshotIfAsked(door, 'console-today-checklist-390', { fullPage: true });
  await phone.close();

  // ── The visitor again: the terms step now asks for agreement ───────────────
  await page.goto('/tos?under14=false');
  await expect(page.getByRole('heading', { name: '약관에 동의해 주세요' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /서비스 이용약관/ })).toBeVisible();
  await expectNoA11yViolations(page);
});

import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, waitForApp } from '../fixtures';
import { fullPageScreenshotIfAsked, useMemberToken } from '../support/home';
import { waitForAnimations } from '../support/motion';
import { checkInAtTheDoor } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import {
  logInToStaffConsole,
  memberWithQrPass,
  openConsolePage,
  SANDBOX_OPERATOR,
} from '../support/staff';

/**
 * Decision 021: a member checked in at the door today finds the seeded visit
 * survey under 설문 참여 in the side menu, answers every question type and is thanked; the list
 * then says 참여 완료 and the survey shows their answers read-only. A second answer, sent
 * straight to the API with the member's token, is refused with 409 SURVEY_ALREADY_ANSWERED.
 * Staff, in a browser of their own, read the result in the console: one response, with the
 * member's text. axe checks the list, the survey and the results. The failure path: a member who
 * has not checked in sees the empty list, and the survey's link shows why it is closed to them.
 */
test.describe.configure({ timeout: 90_000 });

const VISIT_SURVEY = '시그널 하우스 성수 방문 후기';

/** Loading placeholders have settled and motion has ended before axe looks. */
async function checkA11y(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
}

test('a member answers the visit survey once, and staff read the result', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
  browser,
}) => {
  const member = await memberWithQrPass(request, '한설문');
  const wish = `루프탑에 그늘막이 있으면 좋겠어요 ${Date.now()}`;

  // Staff check the member in at the entrance: the visit survey opens for them.
  const door = await playwright.request.newContext({ baseURL });
  expect((await checkInAtTheDoor(door, member.qrUuid)).result).toBe('CHECKED_IN');
  await door.dispose();

  await useMemberToken(context, member.jwt);
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const menu = page.getByRole('dialog', { name: '전체 메뉴' });
  await menu.getByRole('link', { name: '설문 참여', exact: true }).click();
  await expect(page).toHaveURL('/survey/ing');

  const card = page.getByRole('article', { name: VISIT_SURVEY });
  await expect(card).toBeVisible();
  await expect(card).toContainText('방문 설문');
  await expect(card).toContainText('4문항 · 약 2분');
  await expect(card).toContainText(/~ \d{1,2}\.\d{1,2}\([일월화수목금토]\)까지/);
  await checkA11y(page);
  await fullPageScreenshotIfAsked(page, 'survey-ing');

  await card.getByRole('link', { name: '참여하기' }).click();
  await expect(page).toHaveURL(/\/survey\/\d+$/);
  const surveyIdx = Number(new URL(page.url()).pathname.split('/').at(-1));
  const submit = page.getByRole('button', { name: '제출하기' });
  await expect(submit).toBeDisabled();
  await page.getByRole('radio', { name: '매우 만족' }).check();
  await page.getByRole('checkbox', { name: '1F' }).check();
  await page.getByRole('checkbox', { name: 'Rooftop' }).check();
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: /한 단어로/ }).fill('빛');
  await page.getByRole('textbox', { name: /더 바라는 점/ }).fill(wish);
  await checkA11y(page);
  await fullPageScreenshotIfAsked(page, 'survey-form');

  await submit.click();
  await expect(page.getByRole('heading', { name: '소중한 의견 감사합니다' })).toBeVisible();
  await checkA11y(page);
  await screenshotIfAsked(page, 'survey-thanks');

  // Back on the list it is answered, and opening it shows the answers, read-only.
  await page.getByRole('link', { name: '설문 목록으로' }).click();
  await expect(page).toHaveURL('/survey/ing');
  await expect(card.getByText('참여 완료')).toBeVisible();
  await expect(card.getByRole('link', { name: '참여하기' })).toHaveCount(0);
  await card.getByRole('link', { name: '내 답변 보기' }).click();
  await expect(page.getByText(/\d{2}\.\d{2}\.\d{2}에 참여하셨어요\./)).toBeVisible();
  await expect(page.getByText('1F, Rooftop')).toBeVisible();
  await expect(page.getByText(wish)).toBeVisible();
  await expect(page.getByRole('button', { name: '제출하기' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await checkA11y(page);
  await fullPageScreenshotIfAsked(page, 'survey-answered');

  // A second answer, straight to the API with the member's token: refused, nothing changes.
  const token = await page.evaluate(() => window.localStorage.getItem('jwt'));
  expect(token).toBeTruthy();
  const again = await request.post('/api/survey/answer', {
    headers: { 'x-access-token': token! },
    data: { surveyIdx, answerList: [] },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).errorCode).toBe('SURVEY_ALREADY_ANSWERED');

  // Staff read the result in the console.
  const staffContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const staff = await staffContext.newPage();
  await logInToStaffConsole(staff);
  await openConsolePage(staff, '설문 결과');
  await expect(staff).toHaveURL('/staff/surveys');
  const row = staff.getByRole('link', { name: new RegExp(VISIT_SURVEY) });
  await expect(row).toContainText('진행 중');
  await expect(row).toContainText('응답 1명');
  await expect(staff.getByRole('link', { name: /그랜드 오픈 방문 설문/ })).toContainText('종료');
  await checkA11y(staff);
  await row.click();
  await expect(staff).toHaveURL(`/staff/surveys/${surveyIdx}`);
  await expect(staff.getByRole('heading', { name: VISIT_SURVEY })).toBeVisible();
  await expect(staff.getByText('응답 1명', { exact: true })).toBeVisible();
  const satisfaction = staff.getByRole('region', { name: /오늘 방문은 얼마나 만족스러우셨나요/ });
  await expect(satisfaction.getByRole('listitem').filter({ hasText: '매우 만족' })).toContainText(
    '1명 (100%)',
  );
  const wishes = staff.getByRole('region', { name: /더 바라는 점/ });
  await expect(wishes.getByText(wish)).toBeVisible();
  await checkA11y(staff);
  await fullPageScreenshotIfAsked(staff, 'staff-survey-results');
  await staffContext.close();
});

test.describe('the refusal', () => {
  // The survey page's detail call is answered 403 on purpose; the browser logs that response.
  test.use({ allowedConsoleErrors: [/Failed to load resource: .*403/] });

  test('a member who has not checked in finds no survey, and a survey link tells them why', async ({
    page,
    context,
    request,
    playwright,
    baseURL,
  }) => {
    const member = await memberWithQrPass(request, '한방문');

    // The visit survey's id, as staff see it.
    const staff = await playwright.request.newContext({ baseURL });
    const { loginId, password } = SANDBOX_OPERATOR;
    expect((await staff.post('/api/staff/login', { data: { loginId, password } })).ok()).toBe(true);
    const { surveyList } = (await (await staff.post('/api/staff/surveys', { data: {} })).json())
      .data;
    await staff.dispose();
    const visit = surveyList.find((s: { title: string }) => s.title === VISIT_SURVEY);
    expect(visit).toBeTruthy();

    await useMemberToken(context, member.jwt);
    await page.goto('/survey/ing');
    await waitForApp(page);
    await expect(page.getByText('지금 참여할 수 있는 설문이 없어요')).toBeVisible();
    await expect(page.getByRole('article', { name: VISIT_SURVEY })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '프로그램 둘러보기' })).toBeVisible();
    await checkA11y(page);

    await page.goto(`/survey/${visit.surveyIdx}`);
    await expect(
      page.getByRole('heading', { name: '방문하셨거나 참여하신 분께만 열리는 설문이에요.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '제출하기' })).toHaveCount(0);
    await checkA11y(page);
    await page.getByRole('link', { name: '설문 목록으로' }).click();
    await expect(page).toHaveURL('/survey/ing');
  });
});

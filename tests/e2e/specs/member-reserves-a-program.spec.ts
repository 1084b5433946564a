import { expect, expectNoA11yViolations, test } from '../fixtures';
import { statusShownBy } from '../support/layout';
import { adult, signUpAdultWithKakao } from '../support/member-signup';
import { waitForAnimations } from '../support/motion';
import { screenshotIfAsked, uniqueAccountId } from '../support/sandbox';
import { continueWithKakao, signInAtSandboxKakao } from '../support/sandbox-login';

// Signs a member up through the screens first, then reserves through every flow page.
test.describe.configure({ timeout: 90_000 });

/** The seeded AI 포트레이트 스튜디오: a RESERVATION with instances, questions and program terms. */
const PROGRAM = 3;

test('a guest is sent to log in from a program, comes back and reserves it through schedule, info, questions and complete', async ({
  page,
  request,
}) => {
  const accountId = uniqueAccountId('reserves');
  await signUpAdultWithKakao(page, request, accountId, adult('한예린'));
  // A guest again (the token gone), on the program page.
  await page.evaluate(() => window.localStorage.removeItem('jwt'));
  await page.goto(`/program/${PROGRAM}`);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 2, name: 'AI 포트레이트 스튜디오' }),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: '일정 및 장소' })).toBeVisible();
  await expect(main.getByRole('region', { name: '함께 보면 좋은 프로그램' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'program-detail-guest');
  await main.getByRole('region', { name: '함께 보면 좋은 프로그램' }).scrollIntoViewIfNeeded();
  await screenshotIfAsked(page, 'program-detail-lower');

  // 공유하기 without a Kakao key: URL 복사 and its toast.
  await main.getByRole('button', { name: '공유하기' }).click();
  const sheet = page.getByRole('dialog', { name: '공유하기' });
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'program-detail-share');
  const toast = await statusShownBy(page, 'URL 복사 완료', () =>
    sheet.getByRole('button', { name: 'URL 복사' }).click(),
  );
  expect(toast).toBe('URL 복사 완료');
  await expect(sheet).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));

  // 예약하기 → login with a redirect back → the program again, now as a member.
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL(`/login?redirect=%2Fprogram%2F${PROGRAM}`);
  await continueWithKakao(page);
  await signInAtSandboxKakao(page, accountId);
  await expect(page).toHaveURL(`/program/${PROGRAM}`);
  await expect(main.getByRole('link', { name: 'My QR' })).toBeVisible();

  // /schedule: the first open instance of the first day that has one.
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL(`/schedule/${PROGRAM}`);
  const times = main.getByRole('group', { name: '시간' });
  const instance = times.locator('input[type=radio]:not([disabled])').first();
  await instance.check();
  // The chosen instance's time, for the recaps: "14:00 – 14:40 …".
  const instanceTime = /^(\d{2}:\d{2}) – (\d{2}:\d{2})/.exec(
    (await instance.locator('xpath=..').innerText()).trim(),
  );
  expect(instanceTime, 'the instance chip starts with its time').not.toBeNull();
  await expect(main.getByRole('button', { name: '다음' })).toBeEnabled();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'reserve-schedule');
  await main.getByRole('button', { name: '다음' }).click();

  // /infocomfirm: the recap (program, day with weekday, time, party size, place), the member's
  // own name and phone, the required program term.
  await expect(page).toHaveURL('/infocomfirm');
  const infoRecap = main.getByRole('region', { name: '예약 정보' });
  await expect(infoRecap.getByRole('heading')).toBeVisible();
  await expect(infoRecap).toContainText(
    new RegExp(
      `일시\\s*\\d{2}\\.\\d{2}\\.\\d{2} \\([월화수목금토일]\\) ${instanceTime![1]} – ${instanceTime![2]}`,
    ),
  );
  await expect(infoRecap).toContainText(/인원\s*1명/);
  await expect(infoRecap).toContainText(/장소\s*\S+/);
  await expect(main.getByLabel(/이름/)).toHaveValue('한예린');
  const next = main.getByRole('button', { name: '다음' });
  await expect(next).toBeDisabled();
  await main.getByRole('checkbox', { name: /\(필수\) 프로그램 참여자 개인정보/ }).check();
  await expect(next).toBeEnabled();
  // The button's colour is still fading from disabled to enabled; axe measures what it sees.
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'reserve-info-confirm');
  // A reload keeps what was ticked (the flow state is in sessionStorage).
  await page.reload();
  await expect(
    main.getByRole('checkbox', { name: /\(필수\) 프로그램 참여자 개인정보/ }),
  ).toBeChecked();
  await main.getByRole('button', { name: '다음' }).click();

  // /participy: the required single choice, then submit.
  await expect(page).toHaveURL('/participy');
  const submit = main.getByRole('button', { name: '예약하기' });
  await expect(submit).toBeDisabled();
  await main.getByRole('radio', { name: '수채화' }).check();
  await main
    .getByRole('textbox', { name: /초상화에 담고 싶은 이야기/ })
    .fill('가족과 함께한 첫 성수 나들이');
  await expect(main.getByText('16/200')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'reserve-questions');
  await submit.click();

  // /programComplete, and the detail now reads 예약확인.
  await expect(page).toHaveURL('/programComplete');
  await expect(main.getByRole('heading', { name: '예약이 완료되었어요' })).toBeVisible();
  const doneRecap = main.getByRole('region', { name: '예약 정보' });
  await expect(doneRecap).toContainText(/예약 번호\s*R\w+/);
  await expect(doneRecap).toContainText(/일시\s*\d{2}\.\d{2}\.\d{2} \([월화수목금토일]\)/);
  await expect(doneRecap).toContainText(/인원\s*1명/);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'reserve-complete');
  await page.goto(`/program/${PROGRAM}`);
  await expect(main.getByRole('button', { name: '예약확인' })).toBeVisible();
  await screenshotIfAsked(page, 'program-detail-reserved');

  // Back on a flow page after the end: 완료된 예약·응모입니다. and home.
  await page.goto('/infocomfirm');
  await expect(page.getByRole('alertdialog')).toContainText('완료된 예약·응모입니다.');
});

test('a LINK description frame takes the height its own page reports', async ({ page }) => {
  // The seeded 아카이브 디지털 도슨트 describes itself with /media/embed/program-*.html.
  await page.goto('/program/13');
  const frame = page.getByRole('main').locator('iframe');
  await frame.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => frame.evaluate((el) => (el as HTMLIFrameElement).style.height))
    .not.toBe('720px');
  const height = await frame.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(200);
  expect(height).toBeLessThanOrEqual(12_000);
  await expectNoA11yViolations(page);
});

import { greetingFor, UserState } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import {
  createSandboxMember,
  fullPageScreenshotIfAsked,
  getMainTitleInfo,
  useMemberToken,
} from '../support/home';
import { hideHomeBannerOverlays } from '../support/home-banners';
import { screenshotIfAsked } from '../support/sandbox';

test.describe.configure({ timeout: 90_000 });

/**
 * The seeded 오늘의 럭키 드로우 (program 29): a draw for 10, entries until 23:58 Seoul and the
 * announcement at 23:59, no questions. The sandbox trigger draws it now (decision 016).
 */
const PROGRAM = 29;

test('a member enters a draw, the sandbox draws it, and 당첨 shows in the history and the greeting', async ({
  page,
  context,
  request,
}) => {
  const member = await createSandboxMember(request, '정하람');
  await useMemberToken(context, member.jwt);
  await hideHomeBannerOverlays(context);

  // Enter through the flow: detail → schedule → info → complete.
  await page.goto(`/program/${PROGRAM}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '응모하기' }).click();
  await expect(page).toHaveURL(`/schedule/${PROGRAM}`);
  const times = main.getByRole('group', { name: '시간' });
  await times.locator('input[type=radio]:not([disabled])').first().check();
  // A draw's instance names its winners, not seats.
  await expect(times).toContainText(/추첨 인원 \d+명/);
  await expect(times).not.toContainText('석 남음');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'draw-schedule');
  await main.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL('/infocomfirm');
  await expect(main.getByRole('region', { name: '응모 정보' })).toContainText(/인원\s*1명/);
  await main.getByRole('checkbox', { name: /\(필수\) 프로그램 참여자 개인정보/ }).check();
  await main.getByRole('button', { name: '응모하기' }).click();
  await expect(page).toHaveURL('/programComplete');
  await expect(main.getByRole('heading', { name: /완료되었어요/ })).toBeVisible();
  await expect(main.getByRole('region', { name: '응모 정보' })).toContainText(/응모 번호\s*\S+/);
  await screenshotIfAsked(page, 'draw-complete');

  // Before the draw: 응모완료 in the history.
  await page.goto('/res-entry');
  const list = page.getByRole('list', { name: '내역' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list).toContainText('응모완료');

  // The tester's trigger: the draw runs now and answers its record.
  const response = await request.post('/sandbox/api/draws/run', {
    data: { programIdx: PROGRAM },
  });
  expect(response.ok(), `POST /sandbox/api/draws/run answered ${response.status()}`).toBe(true);
  const record = (await response.json()).data;
  expect(record).toMatchObject({ programIdx: PROGRAM, trigger: 'SANDBOX', drawnNow: true });
  const title = await getMainTitleInfo(request, member.jwt);
  const mine = title.reserveEntryList.find((e) => e.programIdx === PROGRAM);
  // Ten places and (in a fresh test database) few applicants: this member wins.
  expect(record.winnerEntryIdxs).toContain(mine?.reserveEntryIdx);
  expect(mine?.status).toBe('WIN');

  // The history shows 당첨, under the 당첨 filter too, and on the detail.
  await page.reload();
  await expect(list).toContainText('당첨');
  await expect(list).not.toContainText('응모완료');
  await page.getByRole('button', { name: '당첨', exact: true }).click();
  await expect(list.getByRole('link')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'res-entry-draw-won');
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/res-entry\/detail\//);
  await expect(page.getByRole('main')).toContainText('당첨');
  await expectNoA11yViolations(page);
  await fullPageScreenshotIfAsked(page, 'res-entry-detail-draw-won');

  // The home greets with the result (the announcement moved to now with the draw).
  const now = new Date();
  const expected = ([0, 1] as const).map((variant) =>
    greetingFor({
      userState: UserState.LOGGED_IN,
      userName: title.userName,
      visitCnt: title.visitCnt,
      qrAuthYn: title.qrAuthYn,
      entries: title.reserveEntryList,
      // the demo venue's name (its seeded settings)
      venueName: '시그널 하우스 성수',
      now,
      variant,
    }),
  );
  expect(expected[0]?.state).toBe('announcement_result');
  await page.goto('/');
  const greeting = page.locator('#home-greeting');
  await expect(greeting).toHaveAttribute('data-greeting-state', 'announcement_result');
  expect(expected.map((g) => g.message)).toContain((await greeting.textContent())?.trim());
  await screenshotIfAsked(page, 'home-greeting-draw-result');
});

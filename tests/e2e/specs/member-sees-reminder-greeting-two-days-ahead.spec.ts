import { greetingFor, seoulToday, UserState } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import {
  createSandboxMember,
  fullPageScreenshotIfAsked,
  getMainTitleInfo,
  reserveEntryDaysAhead,
  useMemberToken,
} from '../support/home';
import { hideHomeBannerOverlays } from '../support/home-banners';

test('a member with a reservation in 2 days is greeted with the reminder on the home', async ({
  page,
  context,
  request,
}) => {
  const member = await createSandboxMember(request, '이서윤');
  const entry = await reserveEntryDaysAhead(request, member.userIdx, 2);
  const title = await getMainTitleInfo(request, member.jwt);
  expect(title.reserveEntryList.map((e) => e.reserveEntryIdx)).toContain(entry.reserveEntryIdx);

  // The two messages the reminder state can say today (the page draws one at random).
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
  expect(expected[0]!.state).toBe('program_reminder');

  await useMemberToken(context, member.jwt);
  await hideHomeBannerOverlays(context);
  await page.goto('/');

  const greeting = page.locator('#home-greeting');
  await expect(greeting).toHaveAttribute('data-greeting-state', 'program_reminder');
  expect(expected.map((g) => g.message)).toContain((await greeting.textContent())?.trim());
  await expect(greeting).toContainText('이서윤님');

  // The header block: counts and the reserved program, two days away, with its floor.
  const hero = page.getByRole('region', { name: (await greeting.textContent()) ?? '' });
  await expect(hero.getByRole('term')).toHaveText(['방문', '로그인', '다가오는 일정']);
  await expect(hero.getByRole('definition').nth(2)).toHaveText('1건');
  const next = hero.getByRole('link', { name: /D-2/ });
  await expect(next).toHaveAttribute('href', `/program/${entry.programIdx}`);
  const reserved = title.reserveEntryList.find((e) => e.reserveEntryIdx === entry.reserveEntryIdx);
  if (reserved?.floorName) await expect(next).toContainText(reserved.floorName);
  expect(entry.execDate > seoulToday(now)).toBe(true);

  // Before QR authentication the member still gets the browsing home.
  await expect(page.getByRole('region', { name: 'Programs' })).toBeVisible();

  await expectNoA11yViolations(page);
  await fullPageScreenshotIfAsked(page, 'home-member-full');
});

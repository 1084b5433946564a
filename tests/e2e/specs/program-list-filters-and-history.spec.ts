import { seoulToday } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import {
  createSandboxMember,
  fullPageScreenshotIfAsked,
  reserveEntryDaysAhead,
  useMemberToken,
} from '../support/home';
import { screenshotIfAsked } from '../support/sandbox';

/**
 * In a real browser against the real server: the program list's tabs and
 * filters keep the URL in step, and a member sees a booked entry in the history and its detail.
 * Both pages pass axe.
 */

test('a guest browses /program by category, floor and date, and the URL follows', async ({
  page,
}) => {
  await page.goto('/program');
  const tab = (name: string) => page.getByRole('tab', { name });
  await expect(tab('카테고리')).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('main').getByRole('heading', { level: 3 });
  await expect(cards.first()).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'program-list-category');

  // Category sheet: everything ticked at first; keep only the first category.
  await page.getByRole('button', { name: /카테고리\s*전체/ }).click();
  const sheet = page.getByRole('dialog', { name: '어떤 프로그램이 궁금하세요?' });
  await expect(sheet.getByRole('checkbox', { name: '전체' })).toBeChecked();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'program-list-category-sheet');
  // With 전체 ticked, tapping one category keeps that one alone.
  const categories = sheet.getByRole('checkbox');
  const second = categories.nth(2);
  const secondName = (
    (await second.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent)) ?? ''
  ).trim();
  await sheet.getByText(secondName, { exact: true }).click();
  await expect(second).toBeChecked();
  const count = await categories.count();
  for (let index = 1; index < count; index += 1) {
    if (index !== 2) await expect(categories.nth(index)).not.toBeChecked();
  }
  await expect(categories.first()).toBeChecked({ indeterminate: true });
  await sheet.getByRole('button', { name: '선택 완료' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/categories=\d+(&|$)/);

  // Floor tab: floor 1 by default with its banner block; the sheet picks another floor.
  await tab('층별').click();
  await expect(page).toHaveURL(/tab=floor/);
  await expect(page.getByRole('heading', { level: 2, name: /B1/ })).toBeVisible();
  await page.getByRole('button', { name: /^층/ }).click();
  const floorSheet = page.getByRole('dialog', { name: '몇 층이 궁금하세요?' });
  await floorSheet.getByText(/2F/).click();
  await floorSheet.getByRole('button', { name: '이 층 보기' }).click();
  // Its dimmed backdrop fades out with it: checked before the page's contrast is.
  await expect(floorSheet).toBeHidden();
  await expect(page).toHaveURL(/floor=3/);
  await expect(page.getByRole('heading', { level: 2, name: /2F/ })).toBeVisible();
  // The last floor's cards stay dimmed (aria-busy) until 2F's arrive: contrast is checked after.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'program-list-floor');

  // A floor that does not exist.
  await page.goto('/program?tab=floor&floor=9');
  await expect(page.getByText('층 정보를 찾을 수 없습니다.')).toBeVisible();

  // Date tab: an impossible startDate is ignored (today), and the next month selects the 1st.
  await page.goto('/program?tab=date&startDate=2026-02-30');
  const today = seoulToday(new Date());
  await expect(page.getByRole('button', { name: /, 오늘$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: '달력 펼치기' }).click();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'program-list-date');
  await page.getByRole('button', { name: '다음 달' }).click();
  await expect(page).toHaveURL(/startDate=\d{4}-\d{2}-01/);
  await page.getByRole('button', { name: '이전 달' }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${today}`));
});

test.describe('history', () => {
  // The last step asks for an entry that is not the member's: the browser logs that 404.
  test.use({ allowedConsoleErrors: [/Failed to load resource: .*404/] });

  test('a member sees a booked entry in /res-entry and opens its detail', async ({
    page,
    context,
    request,
  }) => {
    // A guest is sent to log in first, with the way back.
    await page.goto('/res-entry');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fres-entry/);

    const member = await createSandboxMember(request, '박지우');
    const entry = await reserveEntryDaysAhead(request, member.userIdx, 3);
    await useMemberToken(context, member.jwt);
    await page.goto('/res-entry');

    const list = page.getByRole('list', { name: '내역' });
    const link = list.getByRole('link').first();
    await expect(link).toHaveAttribute(
      'href',
      `/res-entry/detail/reservation/${entry.reserveEntryIdx}`,
    );
    // Reservations never win draws: those status options are disabled.
    await page.getByRole('radio', { name: '예약', exact: true }).click();
    await expect(page.getByRole('button', { name: '당첨', exact: true })).toBeDisabled();
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, 'res-entry-list');

    await link.click();
    await expect(page).toHaveURL(`/res-entry/detail/reservation/${entry.reserveEntryIdx}`);
    await expect(page.getByText(entry.reserveEntryId)).toBeVisible();
    await expect(page.getByRole('button', { name: '예약 취소하기' })).toBeVisible();
    await expectNoA11yViolations(page);
    await fullPageScreenshotIfAsked(page, 'res-entry-detail');

    // Someone else's entry, or none, is the not-found screen.
    await page.goto('/res-entry/detail/99999');
    await expect(
      page.getByRole('heading', { name: '요청하신 페이지를 찾을 수 없어요 :(' }),
    ).toBeVisible();
  });
});

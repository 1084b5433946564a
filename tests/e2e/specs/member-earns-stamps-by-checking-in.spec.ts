import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { fullPageScreenshotIfAsked, useMemberToken } from '../support/home';
import { waitForAnimations } from '../support/motion';
import { checkInAtTheDoor } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import { memberWithQrPass } from '../support/staff';

/**
 * Decision 020: a member holding today's QR pass is checked in at the door by
 * staff (the real staff API, in a request context of its own), and /frequency — replaced by
 * /frequency/now — shows the day's visit stamp on the seeded live season's board. The member
 * then looks at the past seasons, the method and a season preview; the N-service button refuses
 * a member who is not on the N service; a guest is sent to login with a redirect back. axe
 * checks every page.
 */
test('a member checked in at the door sees the visit stamp on the Draw Tour board', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const member = await memberWithQrPass(request, '한도장');

  // Before the check-in: an empty board.
  await useMemberToken(context, member.jwt);
  await page.goto('/frequency');
  await expect(page).toHaveURL('/frequency/now');
  const board = page.getByRole('list', { name: /^도장판, \d+칸 중 0칸 채움$/ });
  await expect(board).toBeVisible();

  // Staff check the member in at the entrance.
  const staff = await playwright.request.newContext({ baseURL });
  const checkedIn = await checkInAtTheDoor(staff, member.qrUuid);
  expect(checkedIn.result).toBe('CHECKED_IN');
  await staff.dispose();

  await page.reload();
  const filled = page.getByRole('list', { name: /^도장판, \d+칸 중 1칸 채움$/ });
  await expect(filled).toBeVisible();
  await expect(filled.getByRole('listitem').first()).toContainText('방문');
  await expect(filled.getByRole('listitem').first()).toContainText('1번째 도장, 방문');
  await expect(page.getByText(/^1 \/ \d+/)).toBeVisible();
  await expect(page.getByText('방문 도장', { exact: true })).toBeVisible();
  await expect(page.getByText(/도장 \d+개 더 모으면/)).toBeVisible();
  await checkA11y(page);
  await fullPageScreenshotIfAsked(page, 'frequency-now');

  // N service: this member's line is not on it (telecom 02), so nothing is earned.
  await page.getByRole('button', { name: 'N 서비스 도장 받기' }).click();
  await expect(page.getByText('T 멤버십 N 서비스 회원만 받을 수 있어요.')).toBeVisible();

  await page.getByRole('link', { name: '지난 시즌' }).click();
  await expect(page).toHaveURL('/frequency/past');
  const pastCard = page.getByRole('link', { name: /시즌 1/ });
  await expect(pastCard).toContainText('도장 0/');
  await checkA11y(page);
  await screenshotIfAsked(page, 'frequency-past');

  await page.getByRole('link', { name: '참여 방법' }).click();
  await expect(page).toHaveURL('/frequency/method');
  await expect(page.getByRole('heading', { name: '도장은 이렇게 모아요' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /시즌 2.*안내/ })).toBeVisible();
  await checkA11y(page);
  await fullPageScreenshotIfAsked(page, 'frequency-method');

  await page.getByRole('link', { name: '지난 시즌' }).click();
  await pastCard.click();
  await expect(page).toHaveURL(/\/frequency\/preview\/\d+$/);
  await expect(page.getByText(/도장판 \d+칸/)).toBeVisible();
  await checkA11y(page);
  await screenshotIfAsked(page, 'frequency-preview');

  // A guest is sent to login, with the way back.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto('/frequency/past');
  await expect(guestPage).toHaveURL('/login?redirect=%2Ffrequency%2Fpast');
  await guest.close();
});

async function checkA11y(page: Page): Promise<void> {
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
}

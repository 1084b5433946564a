import type { Page } from '@playwright/test';
import { formatEntryCode, staffFrequencyMemberResponse } from '@venue/contract';
import { expect, expectNoA11yViolations, test, waitForApp } from '../fixtures';
import { useMemberToken } from '../support/home';
import { waitForAnimations } from '../support/motion';
import { checkInAtTheDoor } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, memberWithQrPass, openConsolePage } from '../support/staff';

/**
 * Decision 022: the Draw Tour reward desk. A member holding today's QR pass is checked in at the
 * door (the real staff API), which earns the day's visit stamp and so unlocks the seeded live
 * season's first reward (루프탑 웰컴 드링크, 1 stamp). The member sees 받을 수 있어요; staff in the
 * console's own browser open /staff/rewards, type the member's entry code, hand the drink out
 * after the confirmation and see 지급 완료; a second handout is refused (409
 * REWARD_ALREADY_CLAIMED); the member's page then says 받았어요. An unknown code shows the
 * server's QR_INVALID message and no board. axe checks the staff page and the member's page.
 */

// The refusals this spec provokes on purpose, which the browser logs: a code nobody holds (400).
test.use({ allowedConsoleErrors: [/Failed to load resource: .*4\d\d/] });

const DRINK = '루프탑 웰컴 드링크';
const GOODS_KIT = '시즌 2 완주 굿즈 키트';

async function checkA11y(page: Page): Promise<void> {
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
}

test('staff hand out an unlocked Draw Tour reward once, and the member sees it received', async ({
  page,
  request,
  playwright,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await memberWithQrPass(request, '도리워');

  // Checked in at the door: the day's visit stamp opens the 1-stamp drink.
  const door = await playwright.request.newContext({ baseURL });
  expect((await checkInAtTheDoor(door, member.qrUuid)).result).toBe('CHECKED_IN');
  await door.dispose();

  // The member's phone, a browser of its own.
  const memberContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const memberErrors: string[] = [];
  await useMemberToken(memberContext, member.jwt);
  const phone = await memberContext.newPage();
  phone.on('console', (message) => {
    if (message.type() === 'error') memberErrors.push(message.text());
  });
  await phone.goto('/frequency/now');
  await waitForApp(phone);
  const rewards = phone.getByRole('region', { name: '리워드' });
  const drinkCard = rewards.getByRole('listitem').filter({ hasText: DRINK });
  await expect(drinkCard).toContainText('받을 수 있어요');
  // The seeded goods kit is limited (선착순 30): its count prepared and left show; the drink has none.
  const kitCard = rewards.getByRole('listitem').filter({ hasText: GOODS_KIT });
  await expect(kitCard).toContainText('선착순 30개');
  await expect(kitCard).toContainText('남은 수량 30개');
  await expect(drinkCard).not.toContainText('선착순');
  await expect(rewards.getByRole('link', { name: 'My QR' })).toHaveAttribute('href', '/qr');
  await checkA11y(phone);
  await rewards.scrollIntoViewIfNeeded();
  await screenshotIfAsked(phone, 'frequency-now-rewards-unlocked');

  // The desk: the console's own login, then 리워드 데스크 from its menu.
  await logInToStaffConsole(page);
  await openConsolePage(page, '리워드 데스크');
  await expect(page).toHaveURL(/\/staff\/rewards$/);
  await expect(page.getByRole('heading', { level: 1, name: '드로우 투어 리워드' })).toBeVisible();
  await checkA11y(page);
  await screenshotIfAsked(page, 'staff-rewards-idle');

  await page.getByLabel('입장 코드').fill(formatEntryCode(member.entryCode));
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: '도*워 님' })).toBeVisible();
  await expect(page.getByText(/^도장 1 \/ \d+$/)).toBeVisible();
  const board = page.getByRole('list', { name: '리워드' });
  const drinkRow = board.getByRole('listitem').filter({ hasText: DRINK });
  await expect(drinkRow).toContainText('도장 1개');
  await expect(board.getByRole('listitem').filter({ hasText: GOODS_KIT })).toContainText(
    '남은 30개',
  );
  // The other rewards of the season still need stamps: no button for them.
  await expect(board.getByRole('button', { name: '지급하기' })).toHaveCount(1);
  await expect(
    board
      .getByRole('listitem')
      .filter({ hasText: /개 더 필요/ })
      .first(),
  ).toBeVisible();
  await checkA11y(page);
  await screenshotIfAsked(page, 'staff-rewards-board');

  // 지급하기 asks first, naming the reward and the member.
  await drinkRow.getByRole('button', { name: '지급하기' }).click();
  const confirm = page.getByRole('dialog', { name: '리워드를 지급할까요?' });
  await expect(confirm).toContainText(`도*워 님에게 ‘${DRINK}’를 지급해요.`);
  await checkA11y(page);
  await screenshotIfAsked(page, 'staff-rewards-confirm');
  await confirm.getByRole('button', { name: '지급하기' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: DRINK })).toHaveText(
    `‘${DRINK}’를 지급했어요.`,
  );
  await expect(drinkRow).toContainText('지급 완료');
  await expect(drinkRow).toContainText(/\d\d\.\d\d \d\d:\d\d 지급/);
  await expect(drinkRow.getByRole('button')).toHaveCount(0);
  await checkA11y(page);
  await screenshotIfAsked(page, 'staff-rewards-handed-out');

  // A second handout (another desk, a double tap) is refused by the server.
  const looked = await page.request.post('/api/staff/frequency/member', {
    data: { qrValue: member.entryCode },
  });
  expect(looked.ok(), `POST /api/staff/frequency/member answered ${looked.status()}`).toBe(true);
  const drink = staffFrequencyMemberResponse
    .parse(await looked.json())
    .data.rewardList.find((reward) => reward.title === DRINK);
  expect(drink?.claimedYn).toBe('Y');
  const again = await page.request.post('/api/staff/frequency/claim', {
    data: { qrValue: member.entryCode, rewardIdx: drink?.rewardIdx },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).errorCode).toBe('REWARD_ALREADY_CLAIMED');

  // The member's page now says it was received.
  await phone.reload();
  await waitForApp(phone);
  await expect(drinkCard).toContainText(/받았어요 · \d+월 \d+일/);
  await expect(drinkCard).not.toContainText('받을 수 있어요');
  await checkA11y(phone);
  await rewards.scrollIntoViewIfNeeded();
  await screenshotIfAsked(phone, 'frequency-now-rewards-received');
  expect(memberErrors, 'the member page logged errors').toEqual([]);
  await memberContext.close();

  // 다른 회원: back to scanning, ready for the next code.
  await page.getByRole('button', { name: '다른 회원' }).click();
  await expect(page.getByLabel('입장 코드')).toBeFocused();
});

test('an entry code nobody holds shows the QR_INVALID message and no board', async ({ page }) => {
  await logInToStaffConsole(page);
  await page.goto('/staff/rewards');
  await page.getByLabel('입장 코드').fill('ZZZZ-ZZZZ');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('확인할 수 없는 QR이에요');
  await expect(page.getByRole('list', { name: '리워드' })).toHaveCount(0);
  await expect(page.getByLabel('입장 코드')).toHaveValue('ZZZZ-ZZZZ');
  await checkA11y(page);
  await screenshotIfAsked(page, 'staff-rewards-invalid');
});

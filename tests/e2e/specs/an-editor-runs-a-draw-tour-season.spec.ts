import type { Page } from '@playwright/test';
import { staffFrequencyMemberResponse } from '@venue/contract';
import { expect, expectNoA11yViolations, waitForApp } from '../fixtures';
import { typeRichText } from '../support/console-content';
import { createEditor, laptopContext, pngFile, seoulDaysAhead } from '../support/console-editor';
import { useMemberToken } from '../support/home';
import { waitForAnimations } from '../support/motion';
import { testOnOwnVenue } from '../support/own-venue';
import { checkInAtTheDoor } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, memberWithQrPass, openConsolePage } from '../support/staff';

/**
 * An EDITOR runs a Draw Tour season from the console (/staff/draw-tour). They hide
 * the demo's running season (displayed seasons may not share a day), create the next one with an
 * uploaded image and a reward of which there is one (선착순 1); a member checked in at the door
 * sees the season and the reward unlocked on /frequency/now; the reward desk hands the one out;
 * lowering the stock below that handout is refused with the server's Korean words on the field.
 *
 * A new live season changes every member's board, so the spec runs on a venue of its own
 * (support/own-venue.ts), not on the suite's shared server.
 */
const test = testOnOwnVenue();

test.describe.configure({ timeout: 120_000 });
// The refused stock change is logged by the console's browser as a failed request.
test.use({ allowedConsoleErrors: [/Failed to load resource: .*409/] });

const SEASON = '드로우 투어 시즌 3 · 겨울 산책';
const DEMO_SEASON = /빛의 궤적/;
const REWARD = '겨울 한정 머플러';

async function checkA11y(page: Page): Promise<void> {
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
}

test('an EDITOR creates a season with a reward of one, a member sees it, and the stock cannot fall below the handout', async ({
  request,
  browser,
  playwright,
  venue,
}) => {
  const editor = await createEditor(request);
  const { context: laptop, page } = await laptopContext(browser, { baseURL: venue.url });
  await logInToStaffConsole(page, editor);
  await openConsolePage(page, '드로우 투어');
  await expect(page).toHaveURL(/\/staff\/draw-tour$/);
  await expect(page.getByRole('heading', { level: 1, name: '드로우 투어' })).toBeVisible();
  const seasons = page.getByRole('region', { name: '시즌 목록' });

  // The demo's season runs today: hidden first, since displayed seasons may not share a day.
  await seasons.getByRole('button', { name: DEMO_SEASON }).click();
  const demoForm = page.getByRole('form', { name: '시즌 수정' });
  // The rich text editor loads with the first form that has one; the fields below it are used
  // once it is there, not while the page may still move under the pointer.
  await expect(demoForm.getByRole('textbox', { name: '참여 방법' })).toBeVisible();
  await demoForm.getByLabel('방문자에게 노출').uncheck();
  await demoForm.getByRole('button', { name: '시즌 저장' }).click();
  await expect(page.getByRole('status')).toContainText('저장했어요.');
  await expect(seasons.getByRole('button', { name: DEMO_SEASON })).toContainText('숨김');

  // The new season: today for a month, five squares, an uploaded image, the method.
  await page.getByRole('button', { name: '새 시즌 만들기' }).click();
  const form = page.getByRole('form', { name: '새 시즌' });
  await expect(form.getByRole('heading', { name: '새 시즌' })).toBeFocused();
  await form.getByLabel('시즌 이름').fill(SEASON);
  await form.getByLabel('한 줄 소개 (선택)').fill('겨울 골목을 걸으며 도장 5개를 모아 보세요.');
  await form.getByLabel('시작일').fill(seoulDaysAhead(0));
  await form.getByLabel('종료일').fill(seoulDaysAhead(30));
  await form.getByLabel('도장 목표').fill('5');
  const picker = form.getByRole('group', { name: '대표 이미지' });
  await picker.getByRole('button', { name: '새 이미지 올리기' }).click();
  await picker.getByLabel('이미지 파일').setInputFiles(await pngFile('winter-walk.png'));
  await picker.getByLabel('이미지 설명 (대체 텍스트)').fill('눈 내린 성수 골목');
  await picker.getByRole('button', { name: '올리고 선택하기' }).click();
  await expect(picker.getByRole('img', { name: '눈 내린 성수 골목' })).toBeVisible();
  await typeRichText(page, '참여 방법', '입구에서 My QR로 체크인하면 도장이 찍혀요.');
  await form.getByRole('button', { name: '시즌 만들기' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `시즌 ‘${SEASON}’을 만들었어요. 이제 리워드를 추가해 주세요.`,
  );
  await expect(seasons.getByRole('button', { name: new RegExp(SEASON) })).toContainText('진행 중');

  // Its reward: one stamp, one muffler (선착순 1), the same picture from the library.
  const rewards = page.getByRole('region', { name: '리워드와 재고' });
  await expect(rewards).toContainText('아직 리워드가 없어요');
  await rewards.getByRole('button', { name: '리워드 추가' }).click();
  const rewardForm = page.getByRole('form', { name: '새 리워드' });
  await rewardForm.getByLabel('리워드 이름').fill(REWARD);
  await rewardForm.getByLabel('설명 (선택)').fill('첫 도장을 받은 한 분께 드려요.');
  await rewardForm.getByLabel('필요한 도장 수').fill('1');
  await rewardForm.getByLabel('준비 수량 (선착순)').fill('1');
  const rewardPicker = rewardForm.getByRole('group', { name: '리워드 이미지' });
  await rewardPicker.getByRole('button', { name: '라이브러리에서 선택' }).click();
  await rewardPicker.getByRole('button', { name: '눈 내린 성수 골목' }).click();
  await rewardForm.getByRole('button', { name: '리워드 추가' }).click();
  await expect(page.getByRole('status')).toHaveText(`리워드 ‘${REWARD}’를 추가했어요.`);
  const rewardRow = rewards.getByRole('listitem').filter({ hasText: REWARD });
  await expect(rewardRow).toContainText('도장 1개');
  await expect(rewardRow).toContainText('준비 1개 · 지급 0개 · 남은 수량 1개');
  await checkA11y(page);
  await screenshotIfAsked(page, 'draw-tour-season-created');
  // On a phone the list, the rewards and the editor stack; the rewards read the same.
  await page.setViewportSize({ width: 390, height: 844 });
  await rewardRow.scrollIntoViewIfNeeded();
  await checkA11y(page);
  await screenshotIfAsked(page, 'draw-tour-season-created-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // A member with today's QR is checked in at the door: the visit stamp of the new season.
  const member = await memberWithQrPass(request, '윤겨울');
  const door = await playwright.request.newContext({ baseURL: venue.url });
  expect((await checkInAtTheDoor(door, member.qrUuid)).result).toBe('CHECKED_IN');
  await door.dispose();

  const phoneContext = await browser.newContext({
    baseURL: venue.url,
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await useMemberToken(phoneContext, member.jwt);
  const phone = await phoneContext.newPage();
  const phoneErrors: string[] = [];
  phone.on('console', (message) => {
    if (message.type() === 'error') phoneErrors.push(message.text());
  });
  await phone.goto('/frequency/now');
  await waitForApp(phone);
  await expect(phone.getByRole('heading', { name: SEASON })).toBeVisible();
  await expect(phone.getByRole('list', { name: '도장판, 5칸 중 1칸 채움' })).toBeVisible();
  const memberRewards = phone.getByRole('region', { name: '리워드' });
  const muffler = memberRewards.getByRole('listitem').filter({ hasText: REWARD });
  await expect(muffler).toContainText('받을 수 있어요');
  await expect(muffler).toContainText('선착순 1개');
  await checkA11y(phone);
  await screenshotIfAsked(phone, 'draw-tour-season-member-390');

  // The reward desk hands the one muffler out (the EDITOR's instance may use the desk too).
  const looked = await page.request.post('/api/staff/frequency/member', {
    data: { qrValue: member.entryCode },
  });
  expect(looked.ok(), `POST /api/staff/frequency/member answered ${looked.status()}`).toBe(true);
  const board = staffFrequencyMemberResponse.parse(await looked.json()).data;
  expect(board.season.title).toBe(SEASON);
  const rewardIdx = board.rewardList.find((reward) => reward.title === REWARD)?.rewardIdx;
  const claimed = await page.request.post('/api/staff/frequency/claim', {
    data: { qrValue: member.entryCode, rewardIdx },
  });
  expect(claimed.ok(), `POST /api/staff/frequency/claim answered ${claimed.status()}`).toBe(true);

  // The console shows it handed out; lowering the stock to none is refused on the field.
  await page.reload();
  await page
    .getByRole('region', { name: '시즌 목록' })
    .getByRole('button', { name: new RegExp(SEASON) })
    .click();
  await expect(rewardRow).toContainText('준비 1개 · 지급 1개 · 남은 수량 0개 · 모두 지급됨');
  await rewardRow.getByRole('button', { name: `${REWARD} 수정` }).click();
  const editForm = page.getByRole('form', { name: `리워드 수정 · ${REWARD}` });
  await expect(editForm.getByRole('button', { name: /삭제$/ })).toHaveCount(0);
  const stock = editForm.getByLabel('준비 수량 (선착순)');
  await expect(stock).toHaveValue('1');
  await stock.fill('0');
  await editForm.getByRole('button', { name: '리워드 저장' }).click();
  const refusal = '이미 1개를 지급했어요. 준비 수량은 1개보다 적게 줄일 수 없어요.';
  await expect(editForm.getByRole('alert')).toHaveText(refusal);
  await expect(stock).toHaveAttribute('aria-invalid', 'true');
  await expect(stock).toBeFocused();
  await expect(editForm.getByText(refusal, { exact: true }).first()).toBeVisible();
  await checkA11y(page);
  await screenshotIfAsked(page, 'draw-tour-stock-refused');

  // The refusal changed nothing for the member: the muffler is theirs.
  await phone.reload();
  await waitForApp(phone);
  await expect(muffler).toContainText(/받았어요/);
  expect(phoneErrors, 'the member page logged errors').toEqual([]);
  await phoneContext.close();
  await laptop.close();
});

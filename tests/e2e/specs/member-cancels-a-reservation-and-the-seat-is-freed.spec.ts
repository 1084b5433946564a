import { toDotDate } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createSandboxMember, fullPageScreenshotIfAsked } from '../support/home';
import {
  actAsMember,
  getProgramDetail,
  listProgramInstances,
  reserveThroughApi,
} from '../support/reservations';
import { screenshotIfAsked } from '../support/sandbox';

test.describe.configure({ timeout: 90_000 });

/**
 * The seeded 더 스테이지 데일리 쇼케이스: a RESERVATION with three 40-seat instances a day for two
 * weeks, nothing booked by the seed, and only the name to give. Its last instance (13 days ahead,
 * 19:00) is one no other spec books, so the seat counts below are this test's alone.
 */
const PROGRAM = 14;
const PARTY = 2;

test('a member cancels a reservation from the history, sees 예약취소, and the seats come back on /schedule', async ({
  page,
  request,
}) => {
  const booker = { ...(await createSandboxMember(request, '오세린')), name: '오세린' };
  const watcher = await createSandboxMember(request, '문도윤');
  const program = await getProgramDetail(request, PROGRAM);
  const instance = (await listProgramInstances(request, PROGRAM)).at(-1);
  if (!instance) throw new Error(`program ${PROGRAM} has no instance from today on`);
  expect(instance).toMatchObject({ capacity: 40, startTime: '19:00' });
  const capacity = instance.capacity ?? 0;
  await reserveThroughApi(request, booker, {
    program,
    programInstanceIdx: instance.programInstanceIdx,
    participantCnt: PARTY,
  });

  // Another member choosing that instance sees the two seats taken. The instance list is a public,
  // read-cached hint (up to 5 s old, decision 006), so the page is reloaded until it catches up.
  const main = page.getByRole('main');
  const instanceChip = main
    .getByRole('group', { name: '시간' })
    .locator('label', { hasText: `${instance.startTime} – ${instance.endTime}` });
  const openSessionAsWatcher = async () => {
    await page.goto(`/schedule/${PROGRAM}`);
    await main.getByRole('radio', { name: new RegExp(toDotDate(instance.execDate)) }).check();
  };
  await page.goto('/program');
  await actAsMember(page, watcher.jwt);
  await expect(async () => {
    await openSessionAsWatcher();
    await expect(instanceChip).toContainText(`${capacity - PARTY}석 남음`, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await screenshotIfAsked(page, 'cancel-schedule-before');

  // The booker: history → detail → 예약 취소하기 → the confirmation sheet → 예약 취소.
  await actAsMember(page, booker.jwt);
  await page.goto('/res-entry');
  const list = page.getByRole('list', { name: '내역' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list).toContainText('예약완료');
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/res-entry\/detail\/reservation\/\d+$/);
  await expect(main).toContainText(`${PARTY}명`);
  // Destructive actions are red (the shared danger variant), not the purple way forward.
  const DANGER_RED = 'rgb(198, 47, 47)';
  await expect(main.getByRole('button', { name: '예약 취소하기' })).toHaveCSS(
    'background-color',
    DANGER_RED,
  );
  await main.getByRole('button', { name: '예약 취소하기' }).click();

  const sheet = page.getByRole('dialog', { name: '예약을 취소할까요?' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('취소하면 자리가 다른 분께 돌아가요.');
  await expect(sheet).toContainText('더 스테이지 데일리 쇼케이스');
  await expect(sheet.getByRole('button', { name: '예약 취소', exact: true })).toHaveCSS(
    'background-color',
    DANGER_RED,
  );
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'cancel-confirm-sheet');

  // 취소하지 않기 keeps the reservation; the second time it is cancelled.
  await sheet.getByRole('button', { name: '취소하지 않기' }).click();
  await expect(sheet).toBeHidden();
  await expect(main.getByRole('button', { name: '예약 취소하기' })).toBeVisible();
  await main.getByRole('button', { name: '예약 취소하기' }).click();
  await sheet.getByRole('button', { name: '예약 취소', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '예약을 취소했어요.' })).toBeVisible();
  await expect(main).toContainText('예약취소');
  // A cancelled reservation cannot be cancelled again.
  await expect(main.getByRole('button', { name: '예약 취소하기' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await fullPageScreenshotIfAsked(page, 'cancel-detail-after');

  // The history shows it as 예약취소, under the 취소 filter too.
  await page.goto('/res-entry');
  await expect(list).toContainText('예약취소');
  await expect(list).not.toContainText('예약완료');
  await page.getByRole('button', { name: '취소', exact: true }).click();
  await expect(list.getByRole('link')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'cancel-history');

  // A cancelled reservation holds nothing: the booker's button offers 예약하기 again and starts a
  // new booking, not the cancelled entry.
  await page.goto(`/program/${PROGRAM}`);
  await expect(main.getByRole('button', { name: '예약취소' })).toHaveCount(0);
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL(`/schedule/${PROGRAM}`);

  // The seats are free again: the other member sees the full count and can choose the instance.
  await actAsMember(page, watcher.jwt);
  await expect(async () => {
    await openSessionAsWatcher();
    await expect(instanceChip).toContainText(`${capacity}석 남음`, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await instanceChip.locator('input[type=radio]').check();
  await expect(main.getByRole('button', { name: '다음' })).toBeEnabled();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'cancel-schedule-after');
});

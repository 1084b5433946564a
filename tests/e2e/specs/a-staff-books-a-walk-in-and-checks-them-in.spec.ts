import { maskName } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { screenshotIfAsked } from '../support/sandbox';
import { postOk } from '../support/staff';
import { logInAsNewOperator, programOpenAllDayToday, syllables } from '../support/staff-bookings';

// Decision 069: bookings made by staff, at a laptop's 1280x800.
test.use({
  viewport: { width: 1280, height: 800 },
  hasTouch: false,
  // The refused second walk-in: the browser logs the server's 409 it was meant to answer; the
  // first one's answer is dropped on its way back once, which the browser logs as a failed load.
  // (One pattern: a list of two would read as Playwright's [value, options].)
  allowedConsoleErrors: [/status of 409 \(Conflict\)|net::ERR_FAILED/],
});
test.describe.configure({ timeout: 120_000 });

test('a STAFF operator books a walk-in without an account on today’s session and they are checked in at once', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // The ADMIN's API instance makes a program of this test's own with a session open all day.
  const { programIdx, today } = await programOpenAllDayToday(request, {
    name: `현장 예약 클래스 ${syllables(3)}`,
    maxPersonCount: 4,
    capacity: 6,
  });
  await logInAsNewOperator(page, playwright.request, baseURL!, {
    login: 'walkin',
    name: '현장 스태프',
    role: 'STAFF',
  });
  await page.goto(`/staff/roster?program=${programIdx}&date=${today}`);
  await expect(page.getByText('이 회차에는 예약이 없어요.')).toBeVisible();

  await page.getByRole('button', { name: '예약 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '예약 추가' });
  await dialog.getByRole('radio', { name: '현장 방문 (회원 아님)' }).check();
  await expect(dialog.getByRole('combobox', { name: '회차' })).toHaveValue(/\d+/);
  await expect(dialog).toContainText('00:00–23:59 · 남은 자리 6석');
  const name = `${syllables(2)}손님`;
  await dialog.getByLabel('이름').fill(name);
  await dialog.getByLabel('연락처').fill('010-5555-0123');
  await dialog.getByLabel('인원').fill('2');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-walk-in-dialog-1280');
  // The desk's network drops the server's answer once: the walk-in is booked, but the dialog
  // hears nothing. Pressing again sends the same request key, so the server answers the booking
  // it made instead of booking the walk-in a second time.
  let dropped = false;
  await page.route('**/api/staff/entries/create', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('failed');
  });
  await dialog.getByRole('button', { name: '예약하고 입장 처리' }).click();
  await expect(dialog).toContainText(
    '응답을 받지 못했어요. 이미 처리됐을 수 있어요. 내용을 바꾸지 않고 다시 누르면 두 번 처리되지 않아요.',
  );
  await screenshotIfAsked(page, 'roster-walk-in-no-answer-1280');
  await dialog.getByRole('button', { name: '예약하고 입장 처리' }).click();

  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      new RegExp(
        `현장 방문 ${name}님 00:00–23:59 회차 2명 예약하고 입장 처리했어요 \\(R\\w+\\)\\. 남은 자리 4석\\.`,
      ),
    ),
  ).toBeVisible();
  // The roster shows the walk-in (masked for STAFF) checked in, with their party.
  const card = page.getByRole('listitem', { name: maskName(name) });
  await expect(card).toContainText('참여완료');
  await expect(card).toContainText('2명');
  await expect(card.getByText('아직')).toHaveCount(0);
  await expect(page.getByText('예약 1건 · 2/6석')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-walk-in-booked-1280');

  // A second walk-in bigger than what is left is refused with the seats left, nothing booked.
  await page.getByRole('button', { name: '예약 추가' }).click();
  await dialog.getByRole('radio', { name: '현장 방문 (회원 아님)' }).check();
  await dialog.getByLabel('이름').fill(`${syllables(2)}단체`);
  await dialog.getByLabel('연락처').fill('01055550124');
  await dialog.getByLabel('인원').fill('4');
  await postOk(request, '/api/staff/holds/create', {
    programInstanceIdx: Number(await dialog.getByRole('combobox', { name: '회차' }).inputValue()),
    seats: 1,
    label: '성수중학교 2학년 3반',
  });
  await dialog.getByRole('button', { name: '예약하고 입장 처리' }).click();
  await expect(dialog).toContainText(
    '00:00–23:59 회차에 남은 자리가 3석이라 4명을 예약할 수 없어요.',
  );
  await screenshotIfAsked(page, 'roster-walk-in-refused-1280');
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('region', { name: '00:00–23:59 회차 잡아 둔 좌석' })).toContainText(
    '성수중학교 2학년 3반 · 1석',
  );
  // A STAFF sees the hold but has no button to make or release one (EDITOR and ADMIN do).
  await expect(page.getByRole('button', { name: '좌석 잡아 두기' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-walk-in-hold-1280');
});

import { maskName } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createOperator } from '../support/console-content';
import { seoulDaysAhead } from '../support/console-editor';
import { createReservationProgram, publishProgram } from '../support/reservations';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, postOk, SANDBOX_OPERATOR } from '../support/staff';

// Issue 30 §3 (decision 069): bookings made by staff, at a laptop's 1280x800.
test.use({
  viewport: { width: 1280, height: 800 },
  hasTouch: false,
  // The refused second walk-in: the browser logs the server's 409 it was meant to answer.
  allowedConsoleErrors: [/status of 409 \(Conflict\)/],
});
test.describe.configure({ timeout: 120_000 });

/** Random Hangul syllables: a name nobody else in the shared venue has. */
function syllables(count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) {
    text += String.fromCharCode(0xac00 + Math.floor(Math.random() * 11172));
  }
  return text;
}

test('a STAFF operator books a walk-in without an account on today’s session and they are checked in at once', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // The ADMIN's API instance makes a program of this test's own with a session open all day.
  await postOk(request, '/api/staff/login', {
    loginId: SANDBOX_OPERATOR.loginId,
    password: SANDBOX_OPERATOR.password,
  });
  const programName = `현장 예약 클래스 ${syllables(3)}`;
  const programIdx = await createReservationProgram(request, {
    name: programName,
    description: '오늘 하루 종일 열린 회차',
    maxPersonCount: 4,
  });
  const today = seoulDaysAhead(0);
  await postOk(request, '/api/staff/programs/instances/save', {
    programIdx,
    execDate: today,
    startTime: '00:00',
    endTime: '23:59',
    capacity: 6,
  });
  await publishProgram(request, programIdx);

  const staff = {
    loginId: `walkin.${process.pid}.${Date.now().toString(36)}`,
    password: 'walkin-staff-2026',
    name: '현장 스태프',
    role: 'STAFF' as const,
  };
  await createOperator(playwright.request, baseURL!, staff);
  await logInToStaffConsole(page, staff);
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

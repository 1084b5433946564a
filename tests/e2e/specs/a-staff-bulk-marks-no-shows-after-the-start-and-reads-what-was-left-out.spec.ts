import { expect, expectNoA11yViolations, test } from '../fixtures';
import { seoulDaysAhead } from '../support/console-editor';
import { createReservationProgram } from '../support/reservations';
import { screenshotIfAsked } from '../support/sandbox';
import { postOk, SANDBOX_OPERATOR } from '../support/staff';
import {
  bookMembersAsStaff,
  logInAsNewOperator,
  programOpenAllDayToday,
  syllables,
} from '../support/staff-bookings';

// Bulk work on the roster, at a laptop's 1280x800.
test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false });
test.describe.configure({ timeout: 120_000 });

test('a STAFF operator bulk-marks no-shows of a session that has begun and reads which booking was left out and why', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  // The ADMIN's API instance makes a program of this test's own whose session began today at
  // midnight and books four members on it.
  const { programIdx, programInstanceIdx, today } = await programOpenAllDayToday(request, {
    name: `묶음 처리 클래스 ${syllables(3)}`,
    maxPersonCount: 2,
    capacity: 20,
  });
  const family = syllables(2);
  const entries = await bookMembersAsStaff(
    request,
    programInstanceIdx,
    ['가', '나', '다', '라'].map((given) => `${family}${given}`),
  );
  // One of them was cancelled by the venue before: the bulk no-show leaves it alone.
  const cancelled = entries[3]!;
  await postOk(request, '/api/staff/entries/status', {
    reserveEntryIdx: cancelled.reserveEntryIdx,
    action: 'CANCEL',
    reason: '회원 요청(전화)',
  });

  await logInAsNewOperator(page, playwright.request, baseURL!, {
    login: 'bulk',
    name: '현장 스태프',
    role: 'STAFF',
  });
  await page.goto(`/staff/roster?program=${programIdx}&date=${today}`);

  const bar = page.getByRole('region', { name: '선택한 예약' });
  await expect(bar.getByText('선택한 항목 없음')).toBeVisible();
  for (const entry of entries) {
    await expect(
      page.getByRole('listitem', { name: entry.masked }).getByText(entry.reserveEntryId),
    ).toBeVisible();
  }
  await expect(bar.getByRole('button', { name: '불참 처리' })).toBeDisabled();

  // By keyboard: Space on 전체 선택 chooses every booking shown; Space on one card unchooses it.
  await bar.getByLabel('전체 선택').focus();
  await page.keyboard.press('Space');
  await expect(bar.getByText('4건 선택됨')).toBeVisible();
  const first = page.getByLabel(`${entries[0]!.masked} ${entries[0]!.reserveEntryId} 선택`);
  await first.focus();
  await page.keyboard.press('Space');
  await expect(bar.getByText('3건 선택됨')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(bar.getByText('4건 선택됨')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-bulk-chosen-1280');

  // Each target takes a finger: the checkboxes' labels and the bar's buttons are 44 px or more.
  for (const target of [
    bar.locator('label').first(),
    first.locator('xpath=..'),
    bar.getByRole('button', { name: '불참 처리' }),
  ]) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }

  await bar.getByRole('button', { name: '불참 처리' }).click();
  const dialog = page.getByRole('dialog', { name: '불참 처리할까요?' });
  await expect(dialog).toContainText(entries[0]!.reserveEntryId);
  await expect(dialog).toContainText('회차가 시작되기 전인 예약과 취소된 예약은 제외되고');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-bulk-noshow-dialog-1280');
  await dialog.getByRole('button', { name: '4건 불참 처리' }).click();

  await expect(dialog).toBeHidden();
  await expect(bar.getByText('3건 처리, 1건 제외:')).toBeVisible();
  await expect(bar.getByRole('listitem')).toHaveText([
    `${cancelled.masked} ${cancelled.reserveEntryId} — 예약취소 상태라 불참으로 바꿀 수 없어요.`,
  ]);
  await expect(bar.getByText('선택한 항목 없음')).toBeVisible();
  for (const entry of entries.slice(0, 3)) {
    await expect(page.getByRole('listitem', { name: entry.masked })).toContainText('불참');
  }
  await expect(page.getByRole('listitem', { name: cancelled.masked })).toContainText('예약취소');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-bulk-result-1280');
});

test('an EDITOR publishes two drafts at once and reads that the one without a 회차 was left out', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await postOk(request, '/api/staff/login', {
    loginId: SANDBOX_OPERATOR.loginId,
    password: SANDBOX_OPERATOR.password,
  });
  const family = `묶음 게시 ${syllables(3)}`;
  const ready = await createReservationProgram(request, {
    name: `${family} 오전반`,
    description: '회차가 있는 초안',
    maxPersonCount: 2,
  });
  await postOk(request, '/api/staff/programs/instances/save', {
    programIdx: ready,
    execDate: seoulDaysAhead(3),
    startTime: '10:00',
    endTime: '11:00',
    capacity: 10,
  });
  await createReservationProgram(request, {
    name: `${family} 오후반`,
    description: '회차가 없는 초안',
    maxPersonCount: 2,
  });

  await logInAsNewOperator(page, playwright.request, baseURL!, {
    login: 'bulk.editor',
    name: '편집자',
    role: 'EDITOR',
  });
  await page.goto(`/staff/programs?q=${encodeURIComponent(family)}`);

  const bar = page.getByRole('region', { name: '선택한 프로그램' });
  await bar.getByLabel('전체 선택').check();
  await expect(bar.getByText('2건 선택됨')).toBeVisible();
  await bar.getByRole('button', { name: '게시', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '선택한 프로그램을 게시할까요?' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: '2개 게시' }).click();

  await expect(bar.getByText('1건 처리, 1건 제외:')).toBeVisible();
  await expect(bar.getByRole('listitem')).toHaveText([
    `${family} 오후반 — 회차가 없는 프로그램은 게시할 수 없어요. 회차를 먼저 추가해 주세요.`,
  ]);
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(row(`${family} 오전반`)).toContainText('게시 중');
  await expect(row(`${family} 오후반`)).toContainText('초안');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'program-list-bulk-result-1280');
});

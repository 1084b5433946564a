import type { APIRequestContext } from '@playwright/test';
import { maskName, staffInstanceSaveResponse, toSeoulIso } from '@venue/contract';
import { expect, expectNoA11yViolations, test, waitForAppOnNavigation } from '../fixtures';
import { createConsoleOperator, laptopContext, seoulDaysAhead } from '../support/console-editor';
import { createSandboxMember } from '../support/home';
import {
  createReservationProgram,
  getProgramDetail,
  publishProgram,
  reserveThroughApi,
} from '../support/reservations';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, postOk, SANDBOX_OPERATOR } from '../support/staff';

// Decision 063, the console's side: a full session's waiting list on the roster. An EDITOR sees
// it, takes one member out of the line with a reason, cancels a booking, and the seat it frees is
// offered to the other waiting member at once, with the offer's deadline.
test.describe.configure({ timeout: 120_000 });

/** A name nobody else in the shared venue has: three random Hangul syllables after `prefix`. */
function uniqueName(prefix: string): string {
  const syllable = () => String.fromCharCode(0xac00 + Math.floor(Math.random() * 11172));
  return `${prefix}${syllable()}${syllable()}${syllable()}`;
}

type Member = { jwt: string; userIdx: number; name: string };

async function member(request: APIRequestContext, prefix: string): Promise<Member> {
  const name = uniqueName(prefix);
  return { ...(await createSandboxMember(request, name)), name };
}

/** '12/03 14:20', as the waiting list shows an instant (Seoul). */
const shortSeoul = (instant: Date) => {
  const seoul = toSeoulIso(instant);
  return `${seoul.slice(5, 7)}/${seoul.slice(8, 10)} ${seoul.slice(11, 16)}`;
};

test('an EDITOR removes a waiting member with a reason, and a cancel in the roster offers the freed seat to the next in line', async ({
  page,
  request,
  browser,
}) => {
  // ── A session three days ahead with two seats, both booked, and two members waiting ──
  const editor = await createConsoleOperator(request, 'EDITOR', '대기편집');
  // createConsoleOperator left `request` logged in as the sandbox ADMIN.
  const programName = uniqueName('대기 클래스 ');
  const programIdx = await createReservationProgram(request, {
    name: programName,
    description: '자리가 나면 대기 순서대로 제안하는 클래스',
    maxPersonCount: 2,
  });
  const execDate = seoulDaysAhead(3);
  const { programInstanceIdx } = staffInstanceSaveResponse.parse(
    await postOk(request, '/api/staff/programs/instances/save', {
      programIdx,
      execDate,
      startTime: '14:00',
      endTime: '15:00',
      capacity: 2,
    }),
  ).data;
  await publishProgram(request, programIdx);

  const [first, second] = [await member(request, '예약'), await member(request, '예약')];
  for (const booked of [first, second]) {
    await reserveThroughApi(request, booked, {
      program: await getProgramDetail(request, programIdx, booked.jwt),
      programInstanceIdx,
      participantCnt: 1,
    });
  }
  const removed = await member(request, '대기');
  const next = await member(request, '대기');
  for (const waiting of [removed, next]) {
    await postOk(
      request,
      '/api/waitlist/join',
      { programInstanceIdx, personCount: 1, name: waiting.name, answers: [], programTermList: [] },
      { 'x-access-token': waiting.jwt },
    );
  }

  // ── The EDITOR opens the session's roster on a laptop ──
  await page.setViewportSize({ width: 1280, height: 800 });
  await logInToStaffConsole(page, editor);
  await page.goto(`/staff/roster?program=${programIdx}&date=${execDate}`);
  const session = page.getByRole('region', { name: '14:00–15:00 회차', exact: true });
  await expect(session.getByRole('listitem')).toHaveCount(2);
  const waitlist = page.getByRole('region', { name: /^14:00–15:00 회차 대기자/ });
  await expect(waitlist.getByRole('heading', { name: '대기자 2명' })).toBeVisible();
  const rowOf = (who: Member) =>
    waitlist
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: maskName(who.name) }) });
  // Names and phones masked for an EDITOR, in line order.
  await expect(rowOf(removed)).toContainText(
    /^1.+대기 중—1명010-\*\*\*\*-\d{4}\d{2}\/\d{2} \d{2}:\d{2}대기 제외$/,
  );
  await expect(rowOf(next)).toContainText(/^2.+대기 중—1명/);
  await expect(page.getByText(removed.name)).toHaveCount(0);
  const seat = (term: string) => waitlist.locator('dt', { hasText: term }).locator('+ dd');
  await expect(seat('정원')).toHaveText('2석');
  await expect(seat('예약')).toHaveText('2석');
  await expect(seat('잡아 둔 자리 (제안·단체)')).toHaveText('0석');
  await expect(seat('남은 자리')).toHaveText('0석');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-waitlist-editor-1280', { fullPage: true });

  // The session is full: offering now finds no seat.
  await waitlist.getByRole('button', { name: '다음 대기자에게 제안' }).click();
  await expect(waitlist.getByRole('status')).toHaveText('제안할 빈자리가 없어요.');

  // ── Taken out of the line, only with a reason, by keyboard alone ──
  await rowOf(removed)
    .getByRole('button', { name: /대기 제외$/ })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '대기에서 제외할까요?' });
  await expect(dialog).toContainText(`${maskName(removed.name)} · 010-****-`);
  await expect(dialog.getByRole('button')).toHaveText(['취소', '제외하기']);
  // Focus starts on the harmless 취소; the next Tab is 제외하기, refused without a reason.
  await expect(dialog.getByRole('button', { name: '취소' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('사유를 입력해 주세요.')).toBeVisible();
  await expect(dialog.getByLabel('제외 사유')).toBeFocused();
  await page.keyboard.type('같은 분이 다른 번호로 중복 신청');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-waitlist-remove-dialog-1280');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '제외하기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(waitlist.getByRole('status')).toHaveText(
    `${maskName(removed.name)} 님을 대기에서 제외했어요.`,
  );
  await expect(rowOf(removed)).toContainText('대기 취소');
  await expect(rowOf(removed).getByRole('button')).toHaveCount(0);
  await expect(rowOf(next)).toContainText(/^1.+대기 중/);
  // The row's button is gone: the keyboard goes on from the list's heading.
  await expect(waitlist.getByRole('heading', { name: '대기자 1명' })).toBeFocused();

  // ── A cancel in the roster frees a seat, offered at once to the next in line ──
  const card = session.getByRole('listitem', { name: maskName(first.name) });
  await card.getByRole('button', { name: /예약 취소$/ }).click();
  const cancel = page.getByRole('dialog', { name: '예약을 취소할까요?' });
  await cancel.getByLabel('취소 사유').fill('회원 요청(전화)');
  const offeredAround = Date.now();
  await cancel.getByRole('button', { name: '예약 취소' }).click();
  await expect(page.getByRole('status').filter({ hasText: '예약을 취소했어요' })).toContainText(
    '1석이 다시 열렸어요.',
  );
  await expect(rowOf(next)).toContainText('예약 제안');
  // More than 48 hours ahead, an offer holds its seat for 12 hours.
  const deadlines = [0, 1, 2].map((minutes) =>
    shortSeoul(new Date(offeredAround + 12 * 3_600_000 + minutes * 60_000)),
  );
  const deadline = await rowOf(next).locator('td').nth(2).textContent();
  expect(deadlines).toContain(deadline);
  await expect(seat('예약')).toHaveText('1석');
  await expect(seat('잡아 둔 자리 (제안·단체)')).toHaveText('1석');
  await expect(seat('남은 자리')).toHaveText('0석');
  await expect(waitlist.getByRole('heading', { name: '대기자 1명' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-waitlist-offered-1280', { fullPage: true });

  // The same page on a phone: the table scrolls inside its card, the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(waitlist.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-waitlist-offered-390', { fullPage: true });

  // ── A STAFF operator at the door reads the same list on a phone, without its buttons ──
  const staff = await createConsoleOperator(request, 'STAFF', '대기스태프');
  const door = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const doorPage = waitForAppOnNavigation(await door.newPage());
  await logInToStaffConsole(doorPage, staff);
  await doorPage.goto(`/staff/roster?program=${programIdx}&date=${execDate}`);
  const readOnly = doorPage.getByRole('region', { name: /^14:00–15:00 회차 대기자/ });
  await expect(readOnly.getByRole('heading', { name: '대기자 1명' })).toBeVisible();
  await expect(readOnly.getByRole('table')).toContainText('예약 제안');
  await expect(readOnly.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(doorPage);
  await screenshotIfAsked(doorPage, 'roster-waitlist-staff-390', { fullPage: true });
  await door.close();

  // ── The ADMIN's audit log words both writes ──
  const admin = await laptopContext(browser);
  await logInToStaffConsole(admin.page, SANDBOX_OPERATOR);
  await admin.page.goto('/staff/audit?action=waitlist.');
  const log = admin.page.getByRole('table', { name: '최근 기록부터 · 시각은 서울 기준' });
  await expect(log.getByRole('row').filter({ hasText: '대기 제외' }).first()).toBeVisible();
  await expect(admin.page.getByLabel('작업')).toHaveValue('waitlist.');
  await log
    .getByRole('row')
    .filter({ hasText: '대기 제외' })
    .first()
    .getByRole('button', { name: /변경 내용 보기$/ })
    .click();
  await expect(log).toContainText('같은 분이 다른 번호로 중복 신청');
  await expect(log).toContainText('대기 취소');
  await expectNoA11yViolations(admin.page);
  await screenshotIfAsked(admin.page, 'audit-waitlist-1280');
  await admin.context.close();
});

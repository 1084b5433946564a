import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
} from '@playwright/test';
import { sandboxSessionResponse, staffInstanceSaveResponse, toDotDate } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { seoulDaysAhead } from '../support/console-editor';
import { focusHiddenUnderFixedBars } from '../support/layout';
import { actAsMember, createReservationProgram, publishProgram } from '../support/reservations';
import { screenshotIfAsked, uniquePhone } from '../support/sandbox';
import { postOk, SANDBOX_OPERATOR } from '../support/staff';

/**
 * The waiting list of a full session (decision 063), end to end on the real server: a member
 * books the last seat of a one-seat session; a second member finds the program's 대기 신청, goes
 * through the same flow as a booking and sees 대기 1번째 on 내 대기; the first cancels in 예약
 * 내역, which offers the seat to the second at once (the server's seatsFreed signal): their 내 대기
 * and 예약 내역 show 예약 제안, the 알림톡's 예약하기 opens /waitlist/{id}, and 예약하기 there books
 * it. Every new page is checked with axe, for focus under the My QR dock, and at 195 CSS px
 * (a 390 px phone at 200 % text).
 */
test.describe.configure({ timeout: 150_000 });

/** A member with a phone of their own (its 알림톡 inbox is read below). */
async function memberWithPhone(request: APIRequestContext, name: string) {
  const phone = uniquePhone();
  const session = await postOk(request, '/sandbox/api/session', {
    name,
    birthYmd: '1993-07-21',
    gender: 'F',
    phoneNumber: phone,
    telecomCode: '01',
    provider: 'kakao',
  });
  return { ...sandboxSessionResponse.parse(session).data, name, phone };
}

/**
 * What is wrong at this width: the page wider than the window, or a Korean word drawn across two
 * lines (as the reflow spec judges the other pages).
 */
async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    const app = document.getElementById('root');
    if (!app) return found;
    const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !/[가-힣]{2}/.test(text)) continue;
      if (parent.closest('[inert], [aria-hidden="true"], .sr-only, [hidden]')) continue;
      for (const match of text.matchAll(/[가-힣]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) found.push(`"${match[0]}" breaks across lines`);
      }
    }
    return found;
  });
}

/**
 * The page as it is, checked: axe, no focused control under the My QR dock or the header while
 * Tab walks it, and the same page at 195 CSS px (200 % text) without sideways scrolling or broken
 * words. Screenshots at both widths when asked.
 */
async function checkPage(page: Page, name: string, tabs = 20) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(await focusHiddenUnderFixedBars(page, tabs), `${name}: focus under a fixed bar`).toEqual(
    [],
  );
  await shots(page, `${name}-390`);
  await page.setViewportSize({ width: 195, height: 422 });
  await page.evaluate(() => document.fonts.ready);
  await shots(page, `${name}-195`);
  await baseExpect
    .poll(() => reflowProblems(page), { message: `${name} at 195 CSS px` })
    .toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * Screenshots as a visitor sees the page (when asked): its top, and its end and the whole of it
 * when it is longer than the screen; without the Tab walk's last focus or selection.
 */
async function shots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOT_DIR) return;
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
    window.scrollTo(0, 0);
  });
  await screenshotIfAsked(page, `waitlist-${name}`);
  const long = await page.evaluate(() => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, end);
    return end > 0;
  });
  if (long) await screenshotIfAsked(page, `waitlist-${name}-end`);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The whole page in one picture, to read it through (the dock is drawn where the screen ends).
  if (long) await screenshotIfAsked(page, `waitlist-${name}-whole`, { fullPage: true });
}

/** Reloads `path` until `locator` shows `text` (public reads are cached for up to 5 s). */
async function reloadUntil(page: Page, path: string, locator: Locator, text: string | RegExp) {
  await expect(async () => {
    await page.goto(path);
    await expect(locator).toContainText(text, { timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
}

test('a member waits for a full session, the seat another member gives up is offered to them, and they book it from the 알림톡', async ({
  page,
  request,
}) => {
  // ── The venue: a program of this test's own, one session of one seat, four days ahead ──
  await postOk(request, '/api/staff/login', {
    loginId: SANDBOX_OPERATOR.loginId,
    password: SANDBOX_OPERATOR.password,
  });
  const programName = `대기 체험 클래스 ${Date.now().toString(36)}`;
  const programIdx = await createReservationProgram(request, {
    name: programName,
    description: '한 자리뿐인 회차',
    maxPersonCount: 2,
  });
  const execDate = seoulDaysAhead(4);
  staffInstanceSaveResponse.parse(
    await postOk(request, '/api/staff/programs/instances/save', {
      programIdx,
      execDate,
      startTime: '15:00',
      endTime: '16:00',
      capacity: 1,
    }),
  );
  await publishProgram(request, programIdx);
  const booker = await memberWithPhone(request, '한지우');
  const waiter = await memberWithPhone(request, '서하린');
  const main = page.getByRole('main');
  const dayRadio = main.getByRole('radio', { name: new RegExp(toDotDate(execDate)) });
  const timeRadio = main.getByRole('group', { name: '시간' }).getByRole('radio', { name: /15:00/ });

  // ── The first member books the last seat through the flow ──
  await page.goto('/program');
  await actAsMember(page, booker.jwt);
  await page.goto(`/program/${programIdx}`);
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL(`/schedule/${programIdx}`);
  await dayRadio.check();
  await expect(timeRadio.locator('xpath=..')).toContainText('1석 남음');
  await timeRadio.check();
  await main.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL('/infocomfirm');
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(main.getByRole('heading', { name: '예약이 완료되었어요' })).toBeVisible();

  // ── The second member finds the program full, with 대기 신청 instead of 예약마감 ──
  await actAsMember(page, waiter.jwt);
  const waitlistButton = main.getByRole('button', { name: '대기 신청' });
  await reloadUntil(page, `/program/${programIdx}`, main, '대기 신청');
  await expect(main.getByRole('button', { name: '예약마감' })).toHaveCount(0);
  await expect(main).toContainText('모든 회차의 자리가 찼어요.');
  await expectNoA11yViolations(page);
  await shots(page, 'program-detail-390');
  await waitlistButton.click();

  // /schedule: the full session is chosen for its waiting list. The program takes two a booking,
  // but a party larger than the session's one seat could never be seated: one it is.
  await expect(page).toHaveURL(`/schedule/${programIdx}`);
  await expect(dayRadio.locator('xpath=..')).toContainText('대기 가능');
  await dayRadio.check();
  // 시간 offers only what can be booked; the full session is offered again for its waiting list.
  await expect(timeRadio).toBeDisabled();
  await expect(timeRadio.locator('xpath=..')).toContainText('마감');
  const waitRadio = main
    .getByRole('group', { name: '마감된 회차 대기 신청' })
    .getByRole('radio', { name: /15:00/ });
  await expect(waitRadio.locator('xpath=..')).toContainText('대기 가능');
  await waitRadio.check();
  await expect(main.getByRole('button', { name: '인원 늘리기' })).toBeDisabled();
  await expect(main.getByRole('region', { name: '대기 신청 안내' })).toContainText(
    '선택한 회차는 자리가 모두 찼어요.',
  );
  await checkPage(page, 'schedule', 8);
  await main.getByRole('button', { name: '대기 신청' }).click();

  // /infocomfirm: the same step as a booking, ending in 대기 신청하기.
  await expect(page).toHaveURL('/infocomfirm');
  await expect(main.getByRole('region', { name: '대기 신청 정보' })).toContainText('1명');
  await expect(main.getByRole('region', { name: '대기 신청 안내' })).toBeVisible();
  await checkPage(page, 'info-confirm', 6);
  await main.getByRole('button', { name: '대기 신청하기' }).click();

  // The completion screen: the place in line and what happens next.
  await expect(main.getByRole('heading', { name: '대기 신청이 완료되었어요' })).toBeVisible();
  await expect(main).toContainText('대기 1번째');
  await expect(main.getByRole('region', { name: '이렇게 진행돼요' })).toContainText(
    '자리가 나면 알림톡으로 예약 제안을 보내 드려요.',
  );
  await checkPage(page, 'complete', 4);
  await main.getByRole('link', { name: '내 대기 목록 보기' }).click();

  // 내 대기: 대기 1번째, with 대기 취소 and the limit.
  await expect(page).toHaveURL('/waitlist');
  const inLine = main.getByRole('list', { name: '진행 중인 대기' });
  await expect(inLine.getByRole('article')).toHaveCount(1);
  await expect(inLine).toContainText('대기 중');
  await expect(inLine).toContainText('대기 1번째');
  await expect(inLine).toContainText(programName);
  await expect(inLine.getByRole('button', { name: '대기 취소' })).toBeVisible();
  await expect(main).toContainText('동시에 최대 3개 회차까지 대기할 수 있어요.');
  await checkPage(page, 'list-waiting');

  // ── The first member cancels the booking in 예약 내역 ──
  await actAsMember(page, booker.jwt);
  await page.goto('/res-entry');
  await expect(main.getByRole('link', { name: /내 대기/ })).toBeVisible();
  const history = main.getByRole('list', { name: '내역' });
  await history.getByRole('link').filter({ hasText: programName }).click();
  await main.getByRole('button', { name: '예약 취소하기' }).click();
  await page
    .getByRole('dialog', { name: '예약을 취소할까요?' })
    .getByRole('button', { name: '예약 취소', exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: '예약을 취소했어요.' })).toBeVisible();

  // ── The seat is offered to the second member at once ──
  await actAsMember(page, waiter.jwt);
  const offerCard = inLine.getByRole('article').filter({ hasText: '예약 제안' });
  await reloadUntil(page, '/waitlist', inLine, '예약 제안');
  await expect(offerCard).toContainText(/\d+월 \d+일 \([일월화수목금토]\) \d{2}:\d{2}까지/);
  await expect(offerCard).toContainText(/(\d+시간 )?(\d+분 )?남았어요/);
  await expect(offerCard.getByRole('button', { name: '예약하기' })).toBeVisible();
  await expect(offerCard.getByRole('button', { name: '거절' })).toBeVisible();
  await checkPage(page, 'list-offered');

  // 예약 내역 shows the offer on top, with its deadline and 예약하기.
  await page.goto('/res-entry');
  const offers = main.getByRole('list', { name: '예약 제안' });
  await expect(offers).toContainText(programName);
  await expect(offers.getByRole('button', { name: '예약하기' })).toBeVisible();
  await expect(main.getByRole('link', { name: /내 대기/ })).toContainText('1개 회차 대기 중');
  await checkPage(page, 'res-entry-offer', 12);

  // The phone: the 예약 제안 알림톡, whose 예약하기 opens the offer page.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/sandbox/api/messages?phone=${waiter.phone}`);
        return ((await response.json()).data.messages as { kind: string }[]).map((m) => m.kind);
      },
      { timeout: 20_000 },
    )
    .toContain('WAITLIST_OFFERED');
  await page.goto(`/sandbox/messages?phone=${waiter.phone}`);
  const message = page.getByRole('listitem').filter({ hasText: '기다리시던 자리가 났어요' });
  await expect(message).toContainText(programName);
  await screenshotIfAsked(page, 'waitlist-alimtalk-390', { fullPage: true });
  await message.getByRole('link', { name: '예약하기' }).click();

  // /waitlist/{id}: the offer, its deadline and the minutes left; 예약하기 books it.
  await expect(page).toHaveURL(/\/waitlist\/\d+$/);
  await expect(main.getByRole('heading', { name: '기다리시던 자리가 났어요' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('예약 제안');
  const deadline = main.getByRole('region', { name: '예약 마감' });
  await expect(deadline).toContainText(/\d+월 \d+일 \([일월화수목금토]\) \d{2}:\d{2}까지/);
  await expect(deadline).toContainText(/남았어요/);
  await expect(main.getByRole('region', { name: '대기 정보' })).toContainText('1명');
  await checkPage(page, 'offer', 10);
  await main.getByRole('button', { name: '예약하기' }).click();

  // The booking's page, with the notice; then 예약 내역 lists it.
  await expect(page).toHaveURL(/\/res-entry\/detail\/reservation\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: '예약이 완료되었어요' })).toBeVisible();
  await expect(main).toContainText(programName);
  await expect(main).toContainText('예약완료');
  await expect(main).toContainText('1명');
  await shots(page, 'booked-detail-390');
  await page.goto('/res-entry');
  await expect(history.getByRole('link').filter({ hasText: programName })).toContainText(
    '예약완료',
  );
  await expect(main.getByRole('list', { name: '예약 제안' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shots(page, 'res-entry-after-390');

  // 내 대기 keeps the place under 지난 대기, 예약 완료, with the way to the booking.
  await page.goto('/waitlist');
  const past = main.getByRole('list', { name: '지난 대기' });
  await expect(past).toContainText('예약 완료');
  await expect(past.getByRole('link', { name: '예약 내역 보기' })).toHaveAttribute(
    'href',
    /\/res-entry\/detail\/reservation\/\d+$/,
  );
  await checkPage(page, 'list-accepted');
});

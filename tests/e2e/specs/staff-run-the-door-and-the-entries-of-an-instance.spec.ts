import type { APIRequestContext } from '@playwright/test';
import {
  formatEntryCode,
  maskName,
  seoulToday,
  staffInstanceSaveResponse,
  toSeoulTime,
} from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createOperator } from '../support/console-content';
import { laptopContext } from '../support/console-editor';
import { createSandboxMember, useMemberToken } from '../support/home';
import { getUserInfo } from '../support/member-api';
import {
  createReservationProgram,
  getProgramDetail,
  publishProgram,
  reserveThroughApi,
} from '../support/reservations';
import { screenshotIfAsked } from '../support/sandbox';
import {
  logInToStaffConsole,
  memberWithQrPass,
  openConsolePage,
  postOk,
  SANDBOX_OPERATOR,
} from '../support/staff';

// Decision 032: the door at a program place with a door rule, admitting by
// name, undoing a check-in; an ADMIN cancelling a booking from the roster; the NOSHOW job. The
// door's refusal (409) and an undone check-in's second look are refusals the browser logs.
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 409/],
});
test.describe.configure({ timeout: 180_000 });

/** A name nobody else in the shared venue has: three random Hangul syllables after `prefix`. */
function uniqueName(prefix: string): string {
  const syllable = () => String.fromCharCode(0xac00 + Math.floor(Math.random() * 11172));
  return `${prefix}${syllable()}${syllable()}${syllable()}`;
}

/** The latest start this test gives its instance: a minute before the Seoul day ends. */
const LAST_START = 23 * 60 + 58;

/** Minutes since midnight in Seoul, now. */
function seoulMinutes(): number {
  const now = toSeoulTime(new Date());
  return Number(now.slice(0, 2)) * 60 + Number(now.slice(3, 5));
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A program of this test's own with one instance later today (bookable) whose door is open now:
 * the door rule lets only booked members in from 12 hours before the start.
 */
async function programWithOpenDoor(admin: APIRequestContext) {
  let at = seoulMinutes();
  if (at >= LAST_START - 4) {
    // Too late in the Seoul day for an instance that starts after the booking and ends before
    // midnight: wait for the next day (at most six minutes) rather than skip.
    test.setTimeout(600_000);
    await expect
      .poll(seoulMinutes, { timeout: 400_000, intervals: [5_000] })
      .toBeLessThan(LAST_START - 4);
    at = seoulMinutes();
  }
  const start = Math.min(at + 30, LAST_START);
  const name = uniqueName('문앞 클래스 ');
  const programIdx = await createReservationProgram(admin, {
    name,
    description: '예약한 분만 들어오는 클래스',
    maxPersonCount: 4,
  });
  const startTime = clock(start);
  const endTime = clock(Math.min(start + 60, 23 * 60 + 59));
  const { programInstanceIdx } = staffInstanceSaveResponse.parse(
    await postOk(admin, '/api/staff/programs/instances/save', {
      programIdx,
      execDate: seoulToday(new Date()),
      startTime,
      endTime,
      capacity: 10,
    }),
  ).data;
  await publishProgram(admin, programIdx);
  await postOk(admin, '/api/staff/programs/door-rule', { programIdx, doorWindowMinutes: 720 });
  return { programIdx, programInstanceIdx, name, execTime: `${startTime}–${endTime}` };
}

async function book(
  request: APIRequestContext,
  member: { jwt: string; userIdx: number; name: string },
  programIdx: number,
  programInstanceIdx: number,
  participantCnt: number,
) {
  return reserveThroughApi(request, member, {
    program: await getProgramDetail(request, programIdx, member.jwt),
    programInstanceIdx,
    participantCnt,
  });
}

test('staff at a program place admit the booked, refuse the unbooked, admit by name and undo; an ADMIN cancels from the roster; the NOSHOW job marks 불참', async ({
  page,
  request,
  playwright,
  baseURL,
  browser,
}) => {
  // The ADMIN's API instance makes the program; the door is run by a STAFF operator.
  await postOk(request, '/api/staff/login', {
    loginId: SANDBOX_OPERATOR.loginId,
    password: SANDBOX_OPERATOR.password,
  });
  const program = await programWithOpenDoor(request);
  const staff = {
    loginId: `door.${process.pid}.${Date.now().toString(36)}`,
    password: 'door-staff-2026',
    name: '문지기',
    role: 'STAFF' as const,
  };
  await createOperator(playwright.request, baseURL!, staff);

  const withUserIdx = async <M extends { jwt: string }>(m: M, name: string) => ({
    ...m,
    name,
    userIdx: (await getUserInfo(request, m.jwt)).userIdx,
  });
  const bookedName = uniqueName('예약');
  const booked = await withUserIdx(await memberWithQrPass(request, bookedName), bookedName);
  await book(request, booked, program.programIdx, program.programInstanceIdx, 2);
  const unbooked = await memberWithQrPass(request, uniqueName('무예약'));
  const phonelessName = uniqueName('폰없');
  await createSandboxMember(request, phonelessName);

  // ── The door, on a phone (390 px), as STAFF at the program's place ──
  await logInToStaffConsole(page, staff);
  await page.getByLabel('확인 장소').selectOption({ label: program.name });
  const code = page.getByLabel('입장 코드');
  const submit = page.getByRole('button', { name: '확인', exact: true });
  const result = page.getByRole('region', { name: '확인 결과' }).getByRole('status');

  await code.fill(formatEntryCode(booked.entryCode));
  await submit.click();
  await expect(result).toHaveAttribute('data-tone', 'success');
  await expect(result).toContainText(`예약 ${program.execTime} 회차 · 2명`);
  await expect(result).toContainText(`장소 ${program.name}`);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'door-booking-found-390');

  await code.fill(formatEntryCode(unbooked.entryCode));
  await submit.click();
  await expect(result).toHaveAttribute('data-tone', 'danger');
  await expect(result).toContainText('예약이 없어요');
  await expect(result).toContainText(`${program.execTime} 회차에 예약이 없는 회원이에요.`);
  await screenshotIfAsked(page, 'door-no-booking-390');

  // A visitor without their phone, at the entrance: found by name, admitted.
  await page.getByLabel('확인 장소').selectOption('entrance');
  const admit = page.getByRole('region', { name: '이름으로 입장' });
  await admit.getByLabel('이름 또는 전화번호 뒤 4자리').fill(phonelessName);
  await admit.getByRole('button', { name: '찾기' }).click();
  const masked = maskName(phonelessName);
  const found = admit.getByRole('list', { name: '찾은 회원' });
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found).toContainText(masked);
  await expect(found).not.toContainText(phonelessName);
  await found.getByRole('button', { name: `${masked} 입장` }).click();
  await expect(result).toHaveAttribute('data-tone', 'success');
  await expect(result).toContainText(`${masked} 님`);
  await expect(result).toContainText('장소 입구');

  // Every desk's recent check-ins: the admit by name is there; undo it after one question.
  const recent = page.getByRole('region', { name: '모든 데스크 최근 입장' });
  const line = recent.getByRole('listitem').filter({ hasText: masked });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('이름');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'door-recent-scans-390');
  await line.getByRole('button', { name: /입장 취소$/ }).click();
  const dialog = page.getByRole('dialog', { name: '입장 기록을 취소할까요?' });
  await expect(dialog).toContainText(masked);
  await screenshotIfAsked(page, 'door-undo-dialog-390');
  await dialog.getByRole('button', { name: '입장 기록 취소' }).click();
  await expect(recent.getByRole('status')).toHaveText(`${masked} 님의 입장 기록을 취소했어요.`);
  await expect(recent.getByRole('listitem').filter({ hasText: masked })).toHaveCount(0);

  // The roster on the phone: STAFF see the booked member masked, checked in.
  await openConsolePage(page, '예약 명단');
  await page.getByLabel('프로그램').selectOption({ label: program.name });
  const card = page.getByRole('listitem', { name: maskName(bookedName) });
  await expect(card).toContainText('참여완료');
  await expect(card).toContainText('2명');
  await expect(page.getByText('개인정보 가림')).toBeVisible();
  await expect(page.getByText(bookedName)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'roster-staff-390');

  // ── An ADMIN on a laptop cancels a member's booking from the roster ──
  const cancelName = uniqueName('취소');
  const cancelled = { ...(await createSandboxMember(request, cancelName)), name: cancelName };
  const cancelledIdx = await book(
    request,
    cancelled,
    program.programIdx,
    program.programInstanceIdx,
    1,
  );
  const absentName = uniqueName('불참');
  const absent = { ...(await createSandboxMember(request, absentName)), name: absentName };
  const absentIdx = await book(request, absent, program.programIdx, program.programInstanceIdx, 1);

  const laptop = await laptopContext(browser);
  await logInToStaffConsole(laptop.page, SANDBOX_OPERATOR);
  await laptop.page.goto(
    `/staff/roster?program=${program.programIdx}&date=${seoulToday(new Date())}&q=${encodeURIComponent(cancelName)}`,
  );
  const target = laptop.page.getByRole('listitem', { name: cancelName });
  await expect(target).toContainText('예약완료');
  await expect(laptop.page.getByText('개인정보 전체 표시(관리자)')).toBeVisible();
  await expectNoA11yViolations(laptop.page);
  await screenshotIfAsked(laptop.page, 'roster-admin-1280');
  await target.getByRole('button', { name: /예약 취소$/ }).click();
  const cancelDialog = laptop.page.getByRole('dialog', { name: '예약을 취소할까요?' });
  await cancelDialog.getByRole('button', { name: '예약 취소' }).click();
  await expect(cancelDialog.getByText('취소 사유를 입력해 주세요.')).toBeVisible();
  await cancelDialog.getByLabel('취소 사유').fill('회원 요청(전화)');
  await screenshotIfAsked(laptop.page, 'roster-cancel-dialog-1280');
  await cancelDialog.getByRole('button', { name: '예약 취소' }).click();
  await expect(laptop.page.getByRole('status')).toContainText(
    '예약을 취소했어요. 1석이 다시 열렸어요.',
  );
  await expect(target).toContainText('예약취소');
  await expect(target).toContainText('회원 요청(전화)');
  await laptop.context.close();

  // The member's history says 예약취소 with the reason.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await useMemberToken(memberContext, cancelled.jwt);
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`/res-entry/detail/reservation/${cancelledIdx}`);
  await expect(memberPage.getByText('예약취소')).toBeVisible();
  await expect(memberPage.locator('dt', { hasText: '취소 사유' }).locator('+ dd')).toHaveText(
    '회원 요청(전화)',
  );
  await screenshotIfAsked(memberPage, 'member-history-cancelled-390');

  // ── The NOSHOW job, run for this instance through the sandbox hook ──
  const run = await postOk(request, '/sandbox/api/noshow/run', {
    programInstanceIdx: program.programInstanceIdx,
  });
  expect(run.data.markedEntryIdxs).toEqual([absentIdx]);
  await useMemberToken(memberContext, absent.jwt);
  const absentPage = await memberContext.newPage();
  await absentPage.goto(`/res-entry/detail/reservation/${absentIdx}`);
  await expect(absentPage.getByText('불참', { exact: true })).toBeVisible();
  await expectNoA11yViolations(absentPage);
  await screenshotIfAsked(absentPage, 'member-history-noshow-390');
  await memberContext.close();
});

import {
  addDays,
  sandboxSessionResponse,
  seoulToday,
  staffInstanceSaveResponse,
} from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { laptopContext } from '../support/console-editor';
import {
  createReservationProgram,
  getProgramDetail,
  publishProgram,
  reserveThroughApi,
} from '../support/reservations';
import { screenshotIfAsked, uniquePhone } from '../support/sandbox';
import { logInToStaffConsole, postOk, SANDBOX_OPERATOR } from '../support/staff';

/**
 * Messages outside the app end to end, on the sandbox SOLAPI: a member books and the phone's inbox shows the
 * 예약 확정 알림톡 with the program's name and a working 캘린더에 추가 (an .ics whose DTSTART is the
 * instance's start); the visit reminder's 못 가요 opens a confirmation screen without a login and
 * cancels the booking; the console's roster shows the answer, its 메시지 page every message
 * with its state, and 알림톡 템플릿 each kind's review: one recorded 검수 중 goes by text message.
 */
test.describe.configure({ timeout: 120_000 });

test('a member books, gets the 알림톡 and its calendar file, answers 못 가요 to the reminder, and the console shows it all', async ({
  page,
  request,
  browser,
}) => {
  // ── The venue: an ADMIN's program with one instance the day after tomorrow at 15:00 ──
  await postOk(request, '/api/staff/login', {
    loginId: SANDBOX_OPERATOR.loginId,
    password: SANDBOX_OPERATOR.password,
  });
  const name = `알림톡 클래스 ${Date.now().toString(36)}`;
  const programIdx = await createReservationProgram(request, {
    name,
    description: '알림톡을 받아 보는 클래스',
    maxPersonCount: 2,
  });
  const execDate = addDays(seoulToday(new Date()), 2);
  const { programInstanceIdx } = staffInstanceSaveResponse.parse(
    await postOk(request, '/api/staff/programs/instances/save', {
      programIdx,
      execDate,
      startTime: '15:00',
      endTime: '16:00',
      capacity: 10,
    }),
  ).data;
  await publishProgram(request, programIdx);

  // ── A member with a phone of their own books it ──
  const phone = uniquePhone();
  const session = await request.post('/sandbox/api/session', {
    data: {
      name: '윤하람',
      birthYmd: '1994-05-02',
      gender: 'F',
      phoneNumber: phone,
      telecomCode: '01',
      provider: 'kakao',
    },
  });
  expect(session.ok()).toBe(true);
  const member = { ...sandboxSessionResponse.parse(await session.json()).data, name: '윤하람' };
  const reserveEntryIdx = await reserveThroughApi(request, member, {
    program: await getProgramDetail(request, programIdx),
    programInstanceIdx,
    participantCnt: 2,
  });

  // ── The phone's inbox: the confirmation, as KakaoTalk shows it ──
  const inbox = async () => {
    const response = await request.get(`/sandbox/api/messages?phone=${phone}`);
    return ((await response.json()).data.messages as { kind: string; status: string }[]).map(
      (message) => `${message.kind} ${message.status}`,
    );
  };
  await expect.poll(inbox, { timeout: 20_000 }).toContain('RESERVATION_CONFIRMED DELIVERED');
  await page.goto(`/sandbox/messages?phone=${phone}`);
  const confirmation = page.getByRole('listitem').filter({ hasText: '예약이 확정되었어요' });
  await expect(confirmation).toContainText(`■ 프로그램: ${name}`);
  await expect(confirmation).toContainText('윤하람님, 예약해 주셔서 고마워요.');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'sandbox-inbox-confirmation-390', { fullPage: true });

  // 캘린더에 추가: a signed .ics that opens without a login, starting at the instance's start.
  const calendarUrl = await confirmation
    .getByRole('link', { name: '캘린더에 추가' })
    .getAttribute('href');
  expect(calendarUrl).toMatch(/\/api\/calendar\/[\w.-]+\.ics$/);
  const ics = await page.context().request.get(calendarUrl!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const file = (await ics.text()).replace(/\r\n[ \t]/g, '');
  expect(file).toContain('BEGIN:VEVENT');
  expect(file).toContain(`UID:entry-${reserveEntryIdx}@`);
  expect(file).toMatch(/STATUS:CONFIRMED/);
  const start = new Date(`${execDate}T15:00:00+09:00`).toISOString().replace(/[-:]|\.\d{3}/g, '');
  expect(file).toContain(`DTSTART:${start}`);

  // ── The reminder 3 hours before (run now by the sandbox), and its 못 가요 ──
  const run = await request.post('/sandbox/api/reminders/run', {
    data: { reserveEntryIdx, kind: 'VISIT_REMINDER_SOON' },
  });
  expect((await run.json()).data).toEqual({ written: 1 });
  await expect.poll(inbox, { timeout: 20_000 }).toContain('VISIT_REMINDER_SOON DELIVERED');
  await page.reload();
  const reminder = page.getByRole('listitem').filter({ hasText: '곧 예약 시간이에요' });
  await expect(reminder.getByRole('link', { name: '갈게요' })).toBeVisible();
  await screenshotIfAsked(page, 'sandbox-inbox-reminder-390', { fullPage: true });
  await reminder.getByRole('link', { name: '못 가요' }).click();

  // The confirmation screen, with no login: nothing is cancelled until the member says so.
  await expect(page).toHaveURL(/\/visit-answer\/[\w.-]+$/);
  await expect(page.getByRole('heading', { name: '못 가시나요?' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main')).toContainText('2명');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'visit-answer-not-coming-390');
  await page.getByRole('button', { name: '예약 취소하기' }).click();
  await expect(page.getByRole('heading', { name: '예약을 취소했어요' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'visit-answer-cancelled-390');
  // Opened again, it shows the booking as it stands.
  await page.reload();
  await expect(page.getByRole('heading', { name: '예약을 취소했어요' })).toBeVisible();
  await expect.poll(inbox, { timeout: 20_000 }).toContain('ENTRY_CANCELLED DELIVERED');

  // ── The console, on a laptop: the roster shows the answer, 메시지 every message ──
  const laptop = await laptopContext(browser);
  await logInToStaffConsole(laptop.page, SANDBOX_OPERATOR);
  await laptop.page.goto(`/staff/roster?program=${programIdx}&date=${execDate}`);
  const card = laptop.page.getByRole('listitem', { name: '윤하람' });
  await expect(card).toContainText('예약취소');
  await expect(card).toContainText('못 가요');
  await expectNoA11yViolations(laptop.page);
  await screenshotIfAsked(laptop.page, 'roster-visit-answer-1280');

  await laptop.page.goto(`/staff/messages?q=${phone}`);
  await expect(laptop.page.getByRole('heading', { level: 1, name: '메시지' })).toBeVisible();
  const rows = laptop.page.getByRole('row').filter({ hasText: '윤하람' });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '예약 확정' })).toContainText('전달됨');
  await expect(rows.filter({ hasText: '방문 3시간 전 리마인더' })).toContainText('전달됨');
  await expect(rows.filter({ hasText: '예약·응모 취소' })).toContainText('전달됨');
  await expectNoA11yViolations(laptop.page);
  await screenshotIfAsked(laptop.page, 'console-messages-1280', { fullPage: true });

  // ── 알림톡 템플릿: 예약 확정 goes as 알림톡; 입장 완료 recorded 검수 중 goes by text message ──
  await laptop.page
    .getByRole('navigation', { name: '메시지 메뉴' })
    .getByRole('link', { name: '알림톡 템플릿' })
    .click();
  await expect(laptop.page.getByRole('heading', { level: 1, name: '알림톡 템플릿' })).toBeVisible();
  const templateRow = (kind: string) =>
    laptop.page
      .getByRole('row')
      .filter({ has: laptop.page.getByRole('rowheader', { name: new RegExp(`^${kind}`) }) });
  await expect(templateRow('예약 확정')).toContainText('승인알림톡정보성');
  await expectNoA11yViolations(laptop.page);
  await screenshotIfAsked(laptop.page, 'console-message-templates-1280', { fullPage: true });
  await laptop.page.getByRole('link', { name: '입장 완료', exact: true }).click();
  await laptop.page.getByRole('combobox', { name: '검수 상태' }).selectOption('검수 중');
  await expect(laptop.page.getByRole('region', { name: '미리보기' })).toContainText(
    '문자(LMS)로 보내요. 카카오 검수에서 승인받기 전이에요.',
  );
  await laptop.page.getByRole('button', { name: '저장' }).click();
  await expect(
    laptop.page.getByText('입장 완료 템플릿을 저장했어요. 이제 문자로 보내요.'),
  ).toBeVisible();
  await expect(laptop.page.getByRole('region', { name: '입장 완료 템플릿' })).toContainText(
    '검수 상태검수 중발송 방식문자로 발송',
  );
  await expectNoA11yViolations(laptop.page);
  await screenshotIfAsked(laptop.page, 'console-message-template-1280', { fullPage: true });
  await laptop.page.getByRole('link', { name: '템플릿 목록' }).click();
  await expect(templateRow('입장 완료')).toContainText('검수 중문자로 발송');
  await laptop.context.close();

  // The run's other specs share the database: 입장 완료 goes as 알림톡 again.
  const { templates } = (await postOk(request, '/api/staff/message-templates/list', {})).data;
  const { kind, code, text, messageClass } = templates.find(
    (template: { kind: string }) => template.kind === 'CHECKED_IN',
  );
  await postOk(request, '/api/staff/message-templates/update', {
    kind,
    code,
    text,
    messageClass,
    reviewStatus: 'APPROVED',
  });
});

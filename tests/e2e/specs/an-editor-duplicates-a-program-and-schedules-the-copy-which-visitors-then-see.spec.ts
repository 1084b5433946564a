import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createEditor, laptopContext, seoulDaysAhead } from '../support/console-editor';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage, postOk } from '../support/staff';

// Decision 068 end to end at 1280x800: an EDITOR duplicates a published program
// to new dates, schedules the draft copy for tomorrow 10:00, sees the schedule on the editor and
// the list; the publish job (run by the sandbox at that time) makes it visible to a visitor.
test.describe.configure({ timeout: 120_000 });

test('an editor duplicates a program to new dates, schedules the copy, and visitors see it at that time', async ({
  page,
  request,
  browser,
}) => {
  const editor = await createEditor(request);
  // `request` holds the sandbox ADMIN's session (createEditor logged it in): the source program.
  const categories = await postOk(request, '/api/staff/programs/categories/list', {});
  const image = (await postOk(request, '/api/program/list', {})).data[0].savePath as string;
  const name = `가을 캔들 클래스 ${Date.now().toString(36)}`;
  const saved = await postOk(request, '/api/staff/programs/save', {
    programType: 'RESERVATION',
    programCategoryIdx: categories.data[0].programCategoryIdx,
    programName: name,
    programSummary: '향을 골라 나만의 캔들을 만들어요.',
    savePath: image,
    descriptionType: 'EDITOR',
    programEditor: '<p>재료는 모두 준비돼 있어요.</p>',
    scheduleType: 'MULTI',
    periodType: 'LIMIT',
    useOptionYn: 'Y',
    optionList: [{ optionTitle: '소요 시간', optionDescription: '60분' }],
  });
  const sourceIdx = saved.data.programIdx as number;
  await postOk(request, '/api/staff/programs/instances/series', {
    programIdx: sourceIdx,
    from: seoulDaysAhead(2),
    to: seoulDaysAhead(4),
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    startTimes: ['14:00'],
    durationMinutes: 60,
    capacity: 6,
  });
  await postOk(request, '/api/staff/programs/publish', { programIdx: sourceIdx });

  const { context, page: staff } = await laptopContext(browser);
  await logInToStaffConsole(staff, editor);
  await openConsolePage(staff, '프로그램');
  await staff.getByLabel('이름·요약 검색').fill(name);
  await staff.getByRole('button', { name: '검색' }).click();
  await staff.getByRole('link', { name, exact: true }).click();
  await expect(staff).toHaveURL(`/staff/programs/${sourceIdx}`);

  // ── 복제: the first date, then the copy opens ─────────────────────────────
  await staff.getByRole('button', { name: '복제', exact: true }).click();
  const duplicate = staff.getByRole('form', { name: '복제' });
  await expect(duplicate.getByText(/지금 첫 회차는 .+이에요/)).toBeVisible();
  await duplicate.getByLabel('첫 회차 날짜').fill(seoulDaysAhead(14));
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-program-duplicate-1280');
  await duplicate.getByRole('button', { name: '복제하고 열기' }).click();
  await expect(staff).not.toHaveURL(`/staff/programs/${sourceIdx}`);
  await expect(staff).toHaveURL(/\/staff\/programs\/\d+$/);
  const copyIdx = Number(/\/staff\/programs\/(\d+)$/.exec(staff.url())![1]);
  const copyName = `${name} (복사본)`;
  const state = staff.getByRole('region', { name: copyName, exact: true });
  await expect(staff.getByRole('status').filter({ hasText: '복제했어요.' })).toContainText(
    '아직 게시되지 않은 초안이에요.',
  );
  await expect(state.getByText('초안', { exact: true })).toBeVisible();
  await expect(state.getByText(/이름에 ‘\(복사본\)’이 남아 있어요/)).toBeVisible();
  await expect(
    staff.getByRole('form', { name: '프로그램 정보' }).getByLabel('이름', { exact: true }),
  ).toHaveValue(copyName);

  // Its 회차 were made on the new dates, none booked.
  const instances = await postOk(request, '/api/staff/programs/instances/list', {
    programIdx: copyIdx,
  });
  expect(instances.data.list.length).toBeGreaterThan(0);
  expect(instances.data.list[0].execDate >= seoulDaysAhead(14)).toBe(true);
  expect(instances.data.list.every((i: { reservedCount: number }) => i.reservedCount === 0)).toBe(
    true,
  );

  // ── 예약 게시: tomorrow 10:00, Seoul time ───────────────────────────────────
  const tomorrow = seoulDaysAhead(1);
  const schedule = staff.getByRole('form', { name: '예약 게시' });
  await schedule.getByLabel('게시할 날짜와 시각 (서울)').fill(`${tomorrow}T10:00`);
  await schedule.getByRole('button', { name: '예약 게시', exact: true }).click();
  const when = `${Number(tomorrow.slice(5, 7))}월 ${Number(tomorrow.slice(8, 10))}일 10:00`;
  await expect(schedule.getByText(`예약했어요. ${when}에 저절로 게시돼요.`)).toBeVisible();
  await expect(state).toContainText(`예약 게시: ${when}`);
  await expect(schedule.getByRole('button', { name: '예약 게시 취소' })).toBeVisible();
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-program-scheduled-1280');

  // The list says it under the draft's badge.
  await staff.getByRole('link', { name: '목록으로' }).click();
  await staff.getByLabel('이름·요약 검색').fill(copyName);
  await staff.getByRole('button', { name: '검색' }).click();
  const row = staff.getByRole('row').filter({ hasText: copyName });
  await expect(row).toContainText(`초안예약 게시: ${when}`);
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-program-list-scheduled-1280');
  await context.close();

  // ── Before its time nobody sees it; at 10:00 the job publishes it ──────────
  expect(
    (await request.post('/api/program/detail', { data: { programIdx: copyIdx } })).status(),
  ).toBe(404);
  const ran = await postOk(request, '/sandbox/api/programs/publish-due', {
    at: `${tomorrow}T10:00:30+09:00`,
  });
  expect(ran.data.published).toContain(copyIdx);

  await page.goto(`/program/${copyIdx}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: copyName })).toBeVisible();
  await expect(main.getByRole('button', { name: '예약하기' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'duplicated-program-published-390');
});

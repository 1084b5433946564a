import { staffInstanceSaveResponse } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createEditor, laptopContext, seoulDaysAhead } from '../support/console-editor';
import { createSandboxMember } from '../support/home';
import {
  createReservationProgram,
  getProgramDetail,
  publishProgram,
  reserveThroughApi,
} from '../support/reservations';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole } from '../support/staff';

// Decision 026: an instance's capacity may rise at any time and never fall below the seats booked;
// the console shows the server's refusal (409 SEATS_BELOW_BOOKED) beside the capacity field.
test.describe.configure({ timeout: 90_000 });

test("an editor raises an instance's capacity, is refused lowering it below the booked seats, and the capacity stays", async ({
  page,
  request,
  browser,
}) => {
  // A program of this test's own (the ADMIN's calls), one instance of 4 seats, 3 of them booked.
  const editor = await createEditor(request);
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { data });
    expect(
      response.ok(),
      `POST ${path} answered ${response.status()}: ${await response.text()}`,
    ).toBe(true);
    return response.json();
  };
  const name = `정원 테스트 워크숍 ${Date.now().toString(36)}`;
  const programIdx = await createReservationProgram(request, {
    name,
    description: '정원을 바꿔 보는 회차',
    maxPersonCount: 4,
  });
  const day = seoulDaysAhead(3);
  const { programInstanceIdx } = staffInstanceSaveResponse.parse(
    await post('/api/staff/programs/instances/save', {
      programIdx,
      execDate: day,
      startTime: '15:00',
      endTime: '16:00',
      capacity: 4,
    }),
  ).data;
  await publishProgram(request, programIdx);
  const member = { ...(await createSandboxMember(request, '정원민')), name: '정원민' };
  await reserveThroughApi(request, member, {
    program: await getProgramDetail(request, programIdx, member.jwt),
    programInstanceIdx,
    participantCnt: 3,
  });

  const { context, page: staff } = await laptopContext(browser);
  await logInToStaffConsole(staff, editor);
  await staff.goto(`/staff/programs/${programIdx}/instances`);
  await expect(staff.getByRole('heading', { level: 1, name: '회차 관리' })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: '15:00 – 16:00' });
  await expect(row).toContainText('3 / 4');

  // Raise 4 → 6.
  await row.getByRole('button', { name: /회차 수정$/ }).click();
  const edit = staff.getByRole('form', { name: /^회차 수정:/ });
  await expect(edit.getByRole('heading')).toBeFocused();
  await expect(
    edit.getByText('예약이 1건 있어 날짜와 시간은 바꿀 수 없어요.', { exact: false }),
  ).toBeVisible();
  const capacity = edit.getByLabel('정원');
  await capacity.fill('6');
  await edit.getByRole('button', { name: '회차 저장' }).click();
  await expect(edit.getByText('회차를 저장했어요.')).toBeVisible();
  await expect(row).toContainText('3 / 6');

  // Lower 6 → 2: refused beside the field, in the server's words.
  await capacity.fill('2');
  await edit.getByRole('button', { name: '회차 저장' }).click();
  await expect(edit.getByText('이미 예약된 3석보다 적게 줄일 수 없어요.')).toBeVisible();
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await expect(capacity).toBeFocused();
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-instance-capacity-refused-1280');

  // The server kept 6.
  await staff.reload();
  await expect(staff.getByRole('row').filter({ hasText: '15:00 – 16:00' })).toContainText('3 / 6');
  await context.close();

  // The program list on a phone: the table scrolls sideways inside its card.
  await logInToStaffConsole(page, editor);
  await page.goto('/staff/programs');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-programs-390');
});

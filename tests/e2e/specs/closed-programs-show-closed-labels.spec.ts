import { programStatusLabel } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createSandboxMember, useMemberToken } from '../support/home';
import { getProgramDetail } from '../support/reservations';
import { screenshotIfAsked } from '../support/sandbox';

/**
 * Spec 001 §4 label table, "closed" row: a member sees 예약마감 on a closed RESERVATION program and
 * 응모마감 on a closed APPLICATION program, and the button is disabled. The programs are seeded as
 * CLOSED with their instances weeks in the past, so the server (whose clock decides closedYn,
 * decision 013) answers closedYn Y; nothing is faked in the browser. A guest reads the closed label
 * too (signed-out visitors once read 응모하기 on a draw already announced), disabled.
 */
const CLOSED = [
  { programIdx: 24, name: '봄 테라리움 만들기', closedLabel: '예약마감' },
  { programIdx: 25, name: '토크: 연결의 미래', closedLabel: '응모마감' },
] as const;

for (const program of CLOSED) {
  test(`a closed ${program.closedLabel === '예약마감' ? 'reservation' : 'draw'} reads ${program.closedLabel} with its button disabled`, async ({
    page,
    context,
    request,
  }) => {
    const detail = await getProgramDetail(request, program.programIdx);
    expect(detail).toMatchObject({ closedYn: 'Y', programName: program.name });
    const main = page.getByRole('main');

    // A guest: the closed label too, disabled.
    await page.goto(`/program/${program.programIdx}`);
    await expect(main.getByRole('heading', { level: 2, name: program.name })).toBeVisible();
    await expect(
      main.getByRole('button', { name: program.closedLabel, exact: true }),
    ).toBeDisabled();

    // A member: the closed label.
    const member = await createSandboxMember(request, '홍채원');
    await useMemberToken(context, member.jwt);
    await page.goto(`/program/${program.programIdx}`);
    const button = main.getByRole('button', { name: program.closedLabel, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(main.getByRole('list', { name: '분류' })).toContainText(
      programStatusLabel(detail).ko,
    );
    // Pressing it does nothing: no login, no flow, no alert.
    await button.click({ force: true });
    await expect(page).toHaveURL(`/program/${program.programIdx}`);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await button.scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, `closed-program-${program.programIdx}`);
  });
}

/**
 * A program the venue closed inside its dates (CLOSEDADMIN, 드론 레이싱 체험, seeded with
 * instances around today) says why on its disabled button, to a guest and a member, and its card
 * in the program list carries the same words.
 */
test('a program the venue closed says 운영 사정으로 마감 on its button and in the list', async ({
  page,
  context,
  request,
}) => {
  const detail = await getProgramDetail(request, 10);
  expect(detail).toMatchObject({ status: 'CLOSEDADMIN', programName: '드론 레이싱 체험' });
  const main = page.getByRole('main');

  await page.goto('/program/10');
  await expect(main.getByRole('heading', { level: 2, name: '드론 레이싱 체험' })).toBeVisible();
  await expect(main.getByRole('button', { name: '운영 사정으로 마감' })).toBeDisabled();

  const member = await createSandboxMember(request, '홍채원');
  await useMemberToken(context, member.jwt);
  await page.goto('/program/10');
  const button = main.getByRole('button', { name: '운영 사정으로 마감' });
  await expect(button).toBeDisabled();
  await expect(main.getByRole('list', { name: '분류' })).toContainText('운영 사정으로 마감');
  await expectNoA11yViolations(page);
  await button.scrollIntoViewIfNeeded();
  await screenshotIfAsked(page, 'admin-closed-program-detail');

  await page.goto('/program');
  const card = main.getByRole('link', { name: /드론 레이싱 체험/ });
  // Programs other specs publish on the shared server come first: scroll until the list's
  // next page brings the card.
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(card).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(card).toContainText('운영 사정으로 마감');
  await card.scrollIntoViewIfNeeded();
  await screenshotIfAsked(page, 'admin-closed-program-list');
});

import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createSandboxMember, useMemberToken } from '../support/home';
import { getProgramDetail, setParticipationPossible } from '../support/reservations';
import { screenshotIfAsked } from '../support/sandbox';

test.describe.configure({ timeout: 60_000 });

/**
 * Spec 001 §4 "Flow on pressing the button", step 2: a member whose participationPossibleYn is N
 * gets the restriction alert and stays on the detail. The member is restricted for real, through
 * the sandbox aid POST /sandbox/api/members/participation (what the venue's CMS would set), and
 * the server then answers participationPossibleYn N on the program detail.
 */
const RESERVATION = 14; // 더 스테이지 데일리 쇼케이스
const APPLICATION = 6; // 신제품 얼리 체험단 모집 (a draw, entries open)

const ALERT_TITLE = '예약 신청 불가';
const ALERT_TEXT = ['현재 회원님은 예약 신청이 제한되어 있습니다.', '고객센터로 문의해 주세요.'];

test('a restricted member pressing 예약하기 or 응모하기 gets the restriction alert and stays on the program', async ({
  page,
  context,
  request,
}) => {
  const member = await createSandboxMember(request, '서지안');
  await setParticipationPossible(request, member.userIdx, 'N');
  expect((await getProgramDetail(request, RESERVATION, member.jwt)).participationPossibleYn).toBe(
    'N',
  );
  await useMemberToken(context, member.jwt);
  const main = page.getByRole('main');
  const alert = page.getByRole('alertdialog', { name: ALERT_TITLE });

  await page.goto(`/program/${RESERVATION}`);
  const reserve = main.getByRole('button', { name: '예약하기' });
  await expect(reserve).toBeEnabled();
  await reserve.click();
  await expect(alert).toBeVisible();
  for (const line of ALERT_TEXT) await expect(alert).toContainText(line);
  // The subtitle's <br> is a line break, not text.
  await expect(alert).not.toContainText('<br>');
  await expect(alert.getByRole('button', { name: '확인' })).toBeFocused();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'restriction-alert');
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(`/program/${RESERVATION}`);
  // Focus returns to the button the alert was opened from.
  await expect(reserve).toBeFocused();

  // A draw says the same; a /schedule link does not get around it either.
  await page.goto(`/program/${APPLICATION}`);
  await main.getByRole('button', { name: '응모하기' }).click();
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(`/program/${APPLICATION}`);
  await page.goto(`/schedule/${RESERVATION}`);
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(`/program/${RESERVATION}`);
  await alert.getByRole('button', { name: '확인' }).click();
  await expectNoA11yViolations(page);

  // Once the venue lifts the restriction, the same button starts the flow.
  await setParticipationPossible(request, member.userIdx, 'Y');
  await page.reload();
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(`/schedule/${RESERVATION}`);
});

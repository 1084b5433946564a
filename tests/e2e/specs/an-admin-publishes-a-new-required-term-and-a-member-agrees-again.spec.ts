import {
  seoulToday,
  staffAuditListResponse,
  staffTermsListResponse,
  staffTermsPublishResponse,
  staffTermsSaveResponse,
} from '@venue/contract';
import { expect, expectNoA11yViolations } from '../fixtures';
import { createSandboxMember, useMemberToken } from '../support/home';
import { testOnOwnVenue } from '../support/own-venue';
import { screenshotIfAsked } from '../support/sandbox';
import { SANDBOX_OPERATOR } from '../support/staff';

/**
 * Issue 17 §7, decision 028: an ADMIN publishes a new version of a required term (through the
 * staff API: the console's screen for it comes later); a member who agreed to the old version is
 * asked again on their next visit, cannot reserve until they agree, agrees, and reserves.
 *
 * A new required version asks every member of the venue, so this spec runs on a venue of its own
 * (support/own-venue.ts), not on the suite's shared server.
 */
const test = testOnOwnVenue();

test.describe.configure({ timeout: 90_000 });
// The refused reservation is logged by the browser as a failed request.
test.use({ allowedConsoleErrors: [/Failed to load resource: .*403/] });

/** The seeded 더 스테이지 데일리 쇼케이스: collects the name only, no questions, no terms. */
const PROGRAM = 14;

test('a member who agreed to the old terms is asked again, cannot reserve until they agree, then reserves', async ({
  page,
  context,
  request,
  playwright,
  venue,
}) => {
  const member = await createSandboxMember(request, '윤서아');

  // The ADMIN drafts and publishes version 2 of 서비스 이용약관, in force today.
  const staff = await playwright.request.newContext({ baseURL: venue.url });
  const login = await staff.post('/api/staff/login', {
    data: { loginId: SANDBOX_OPERATOR.loginId, password: SANDBOX_OPERATOR.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const before = staffTermsListResponse.parse(
    await (await staff.post('/api/staff/terms/list', { data: {} })).json(),
  ).data;
  const tos001 = before.find((term) => term.termsCode === 'TOS001');
  expect(tos001?.versions.map((v) => [v.version, v.status])).toEqual([[1, 'IN_FORCE']]);
  const saved = await staff.post('/api/staff/terms/save', {
    data: {
      termsCode: 'TOS001',
      termsName: '서비스 이용약관',
      termsDescription:
        '<h3>제1조 (목적)</h3><p>이 약관은 시그널 하우스 성수 서비스의 이용 조건을 정합니다.</p><h3>제4조 (예약 및 응모)</h3><p>예약한 회차 시작 10분 전까지 입장해 주세요. 늦으면 다음 대기자에게 자리가 넘어갈 수 있어요.</p>',
      requiredYn: 'Y',
      effectiveDate: seoulToday(new Date()),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const draft = staffTermsSaveResponse.parse(await saved.json()).data;
  expect(draft).toMatchObject({ version: 2, status: 'DRAFT' });
  const published = await staff.post('/api/staff/terms/publish', {
    data: { termsIdx: draft.termsIdx },
  });
  expect(published.ok(), await published.text()).toBe(true);
  expect(staffTermsPublishResponse.parse(await published.json()).data.status).toBe('IN_FORCE');
  const audit = staffAuditListResponse.parse(
    await (await staff.post('/api/staff/audit/list', { data: { action: 'terms.' } })).json(),
  ).data;
  expect(audit.list.map((row) => row.action)).toEqual(['terms.publish', 'terms.save']);
  await staff.dispose();

  // The member's next visit: the sheet asks for the new version.
  await useMemberToken(context, member.jwt);
  await page.goto('/');
  const sheet = page.getByRole('dialog', { name: '약관이 변경되었어요' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('(필수) 서비스 이용약관');
  await sheet.getByRole('button', { name: '내용 보기' }).click();
  await expect(sheet.getByText('예약한 회차 시작 10분 전까지 입장해 주세요.')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'reagree-sheet');

  // Later: the sheet closes, and reserving is refused until they agree.
  await sheet.getByRole('button', { name: '나중에 하기' }).click();
  await expect(sheet).toBeHidden();
  const main = page.getByRole('main');
  await page.goto(`/program/${PROGRAM}`);
  // Put off for the rest of the visit: a page load asks the member info again, and no sheet.
  await expect(main.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(sheet).toBeHidden();
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL(`/schedule/${PROGRAM}`);
  await main
    .getByRole('group', { name: '시간' })
    .locator('input[type=radio]:not([disabled])')
    .first()
    .check();
  await main.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL('/infocomfirm');
  await main.getByRole('button', { name: '예약하기' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('변경된 필수 약관에 동의하신 후 예약·응모할 수 있어요.');
  await alert.getByRole('button', { name: '확인' }).click();

  // The refusal brings the sheet back; they agree and the reservation goes through.
  await expect(sheet).toBeVisible();
  await screenshotIfAsked(page, 'reagree-sheet-after-refusal');
  await sheet.getByRole('button', { name: '동의하고 계속하기' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL('/infocomfirm');
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL('/programComplete');
  await expect(main.getByRole('heading', { name: '예약이 완료되었어요' })).toBeVisible();
  await expectNoA11yViolations(page);

  // A later visit asks nothing.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'My QR' })).toBeVisible();
  await expect(sheet).toBeHidden();
});

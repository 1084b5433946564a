import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, waitForApp } from '../fixtures';
import { createSandboxMember } from '../support/home';
import { expectImageDrawn } from '../support/images';
import { actAsMember } from '../support/reservations';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage } from '../support/staff';

/**
 * Decision 018: a member sends a 1:1 inquiry with a photo (a text file named
 * .png is refused first), the sandbox operator answers it in the staff console, and the member
 * sees 답변완료 and the answer. axe checks every page on the way. A logged-out visitor is sent to
 * login with a way back.
 */
test.describe.configure({ timeout: 90_000 });

/** A real 24×24 PNG (a violet checkerboard). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAALklEQVR42mN4/+Y/GvI2eoaGiFHDMGoQHQ0iTxummlGD6GnQaMoezWujBtHFIAAOt8TdK6ziGQAAAABJRU5ErkJggg==',
  'base64',
);

/** Loading placeholders and toasts have settled before axe looks. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The photo was fetched with the credentials and drawn (an <img> alone could not send them). */
async function expectPhotoDrawn(page: Page) {
  const photo = page.getByRole('img', { name: '첨부 사진 1' });
  expect(await expectImageDrawn(photo)).toBe(24);
}

test('a member asks with a photo, staff answer in the console, and the member sees the answer', async ({
  page,
  request,
  browser,
}) => {
  const member = await createSandboxMember(request, '윤서아');
  const title = `유모차 보관 ${Date.now().toString(36)}`;
  await page.goto('/');
  await actAsMember(page, member.jwt);

  // /inquiry opens the 문의하기 tab.
  await page.goto('/inquiry');
  await expect(page).toHaveURL(/\/inquiry\/form$/);
  const tabs = page.getByRole('navigation', { name: '1:1 문의' });
  await expect(tabs.getByRole('link', { name: '문의하기' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await settled(page);
  await expectNoA11yViolations(page);

  // Nothing filled in: every field says what it needs.
  await page.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page.getByText('문의 유형을 선택해 주세요.')).toBeVisible();
  await expect(page.getByText('개인정보 수집·이용에 동의해 주세요.')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('문의 유형').selectOption({ label: '공간·시설' });
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('문의 내용').fill('3층 체험존에 들어갈 때 유모차를 맡길 곳이 있을까요?');
  await expect(page.getByText(`${title.length}/50`)).toBeVisible();

  // A text file that only calls itself .png is refused by its bytes.
  const picker = page.getByLabel(/사진 추가/);
  await picker.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByText('JPG, PNG, WEBP 형식의 사진만 첨부할 수 있어요.')).toBeVisible();
  await picker.setInputFiles({ name: 'stroller.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: '첨부한 사진 1' })).toBeVisible();

  // The consent's full text, then agree from it.
  await page.getByRole('button', { name: '자세히 보기' }).click();
  const sheet = page.getByRole('dialog', { name: '개인정보 수집·이용 동의' });
  await expect(sheet.getByText(/3년간 보관한 뒤 삭제해요/)).toBeVisible();
  await screenshotIfAsked(page, 'inquiry-privacy');
  await sheet.getByRole('button', { name: '동의하고 닫기' }).click();
  await expect(page.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ })).toBeChecked();
  await screenshotIfAsked(page, 'inquiry-form');
  await page.getByRole('button', { name: '문의 보내기' }).click();

  // The 문의내역 tab, with the new inquiry waiting.
  await expect(page).toHaveURL(/\/inquiry\/list$/);
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('답변대기');
  await expect(card).toContainText('사진 1장');
  await expect(page.getByRole('status').filter({ hasText: '문의가 접수되었어요' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '문의가 접수되었어요' })).toHaveCount(0, {
    timeout: 6_000,
  });
  await settled(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'inquiry-list');

  await card.click();
  await expect(page).toHaveURL(/\/inquiry\/\d+$/);
  const detailUrl = page.url();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('운영팀이 문의를 확인하고 있어요.', { exact: false })).toBeVisible();
  await expectPhotoDrawn(page);
  await settled(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'inquiry-detail-waiting');

  // The operator, in a browser of their own, answers from the console.
  const staffContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const staff = await staffContext.newPage();
  await logInToStaffConsole(staff);
  await openConsolePage(staff, '1:1 문의');
  await expect(staff).toHaveURL(/\/staff\/inquiries\?status=WAITING$/);
  const row = staff.getByRole('link', { name: new RegExp(title) });
  await expect(row).toContainText('윤*아');
  await settled(staff);
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'staff-inquiries');
  await row.click();
  await waitForApp(staff);
  await expect(staff.getByRole('heading', { name: title })).toBeVisible();
  await expectPhotoDrawn(staff);
  await staff
    .getByLabel(/답변 내용/)
    .fill('1층 안내데스크에 유모차를 맡겨 주세요.\n체험이 끝나면 찾아가시면 돼요.');
  await staff.getByRole('button', { name: '답변 등록' }).click();
  await expect(staff.getByText('답변을 등록했어요.')).toBeVisible();
  await expect(staff.getByRole('button', { name: '답변 수정' })).toBeVisible();
  await settled(staff);
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'staff-inquiry-answered');
  await staffContext.close();

  // The member sees 답변완료 and the answer.
  await page.goto(detailUrl);
  await expect(page.getByText('답변완료')).toBeVisible();
  await expect(
    page.getByText('1층 안내데스크에 유모차를 맡겨 주세요.', { exact: false }),
  ).toBeVisible();
  await settled(page);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'inquiry-detail-answered');
  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('답변완료');
});

test('a logged-out visitor is sent to login and comes back to the inquiry list', async ({
  page,
}) => {
  await page.goto('/inquiry/list');
  await expect(page).toHaveURL(/\/login\?redirect=%2Finquiry%2Flist$/);
});

import { withParticle } from '@venue/contract/domain';
import { test as base, expect, expectNoA11yViolations, waitForAppOnNavigation } from '../fixtures';
import {
  type ConsoleOperator,
  createOperator,
  SMALL_PNG,
  typeRichText,
} from '../support/console-content';
import { POPUP_DIALOG_NAME } from '../support/home-banners';
import { expectImageDrawn } from '../support/images';
import { type OwnVenue, startOwnVenue } from '../support/own-venue';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage } from '../support/staff';

/**
 * An EDITOR uploads an image to the media library, publishes a text popup and
 * a pinned notice with that image in the console; a visitor (a second browser context) finds the
 * popup on the home, the notice in the home's notice section and on /notice. Then an ADMIN finds
 * the editor's changes in the audit log and filters them.
 *
 * A new popup and a new pinned notice change what every visitor's home shows (the popup spec
 * counts the seeded popups), so this spec runs on a venue of its own (support/own-venue.ts).
 */
const test = base.extend<object, { venue: OwnVenue }>({
  venue: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
    async ({}, use) => {
      const venue = await startOwnVenue();
      await use(venue);
      await venue.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ venue }, use) => use(venue.url),
});

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({
  viewport: { width: 1280, height: 800 },
  hasTouch: false,
  // The refused deletion of an image in use is logged by the browser as a failed request.
  allowedConsoleErrors: [/Failed to load resource: .*409/],
});

const EDITOR: ConsoleOperator = {
  loginId: 'editor-kim',
  password: 'editor-pass-1234',
  name: '김편집',
};
const NOTICE = '5월 가정의 달 연장 운영 안내';
const NOTICE_TEXT = '5월 한 달 동안 금요일과 토요일은 밤 9시까지 문을 열어요.';
const POPUP = '가정의 달 연장 운영';
const POPUP_TEXT = '5월 금·토요일은 밤 9시까지 운영해요.';
const IMAGE_ALT = '성수 라운지 저녁 풍경';

test('an EDITOR publishes a notice and a popup in the console, and a visitor home shows both', async ({
  page,
  browser,
  playwright,
  venue,
}) => {
  await createOperator(playwright.request, venue.url, { ...EDITOR, role: 'EDITOR' });
  await logInToStaffConsole(page, EDITOR);

  // The media library: an image and its alt text.
  await openConsolePage(page, '미디어');
  await expect(page.getByRole('heading', { level: 1, name: '미디어 라이브러리' })).toBeVisible();
  const upload = page.getByRole('form', { name: '이미지 올리기' });
  await upload.getByRole('button', { name: '올리기' }).click();
  await expect(upload.getByText('올릴 이미지 파일을 선택해 주세요.')).toBeVisible();
  await upload.getByLabel('이미지 파일').setInputFiles({
    name: 'lounge.png',
    mimeType: 'image/png',
    buffer: SMALL_PNG,
  });
  await upload.getByLabel('이미지 설명 (대체 텍스트)').fill(IMAGE_ALT);
  await upload.getByRole('button', { name: '올리기' }).click();
  await expect(page.getByRole('status')).toHaveText(`'${IMAGE_ALT}' 이미지를 올렸어요.`);
  await expect(page.getByRole('img', { name: IMAGE_ALT })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-media-1280');

  // A text popup for everyone, from now on.
  await openConsolePage(page, '배너');
  await page
    .getByRole('navigation', { name: '배너 종류' })
    .getByRole('link', { name: '팝업' })
    .click();
  await expect(page).toHaveURL(/\/staff\/banners\?type=POPUP$/);
  await expect(page.getByRole('region', { name: '팝업 배너' }).getByRole('listitem')).toHaveCount(
    3,
  );
  await page.getByRole('button', { name: '새 팝업 배너' }).click();
  const popupForm = page.getByRole('form', { name: '새 팝업 배너' });
  await popupForm.getByLabel('배너 이름').fill(POPUP);
  // The contract's rule shows before anything is sent: a popup needs an image or a text.
  await popupForm.getByRole('button', { name: '등록' }).click();
  await expect(popupForm.getByText('팝업에는 이미지나 문구 중 하나는 있어야 해요.')).toBeVisible();
  await typeRichText(page, '팝업 문구', POPUP_TEXT);
  await popupForm.getByLabel('링크 주소').fill('/notice');
  await popupForm.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `${withParticle(`배너 '${POPUP}'`, '을/를')} 등록했어요.`,
  );
  const popupRow = page.getByRole('region', { name: '팝업 배너' }).getByRole('listitem').filter({
    hasText: POPUP,
  });
  await expect(popupRow).toContainText('노출 중');
  await expect(popupRow).toContainText('문구');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-banners-1280');

  // A pinned notice with the uploaded image.
  await openConsolePage(page, '공지사항');
  await page.getByRole('button', { name: '새 공지 작성' }).click();
  const noticeForm = page.getByRole('form', { name: '새 공지' });
  await noticeForm.getByLabel('제목').fill(NOTICE);
  await typeRichText(page, '내용', NOTICE_TEXT);
  const image = noticeForm.getByRole('group', { name: '대표 이미지 (선택)' });
  await image.getByRole('button', { name: '라이브러리에서 선택' }).click();
  await image.getByRole('button', { name: IMAGE_ALT }).click();
  await expect(image.getByRole('img', { name: IMAGE_ALT })).toBeVisible();
  await noticeForm.getByLabel('상단 고정').check();
  await screenshotIfAsked(page, 'console-notice-editor-1280');
  await noticeForm.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `${withParticle(`공지 '${NOTICE}'`, '을/를')} 등록했어요.`,
  );
  const noticeRow = page.getByRole('region', { name: '공지 목록' }).getByRole('listitem').first();
  await expect(noticeRow).toContainText(NOTICE);
  await expect(noticeRow).toContainText('상단 고정');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-notices-1280');

  // The image is used now: the library refuses to delete it and says where.
  await openConsolePage(page, '미디어');
  await page.getByRole('button', { name: `이미지 '${IMAGE_ALT}' 삭제` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '삭제하기' }).click();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: '사용 중인 이미지는 삭제할 수 없어요.' });
  await expect(refusal).toContainText('공지사항 #');

  // A visitor, in a browser of their own, at a phone's size.
  const visitorContext = await browser.newContext({
    baseURL: venue.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const visitor = waitForAppOnNavigation(await visitorContext.newPage());
  await visitor.goto('/');
  const popup = visitor.getByRole('dialog', { name: POPUP_DIALOG_NAME });
  await expect(popup).toBeVisible();
  // The new popup is one of four slides now; the visitor pages to it.
  await expect(popup.getByText('1 / 4')).toBeVisible();
  const slide = popup.getByRole('group').filter({ hasText: POPUP_TEXT });
  await expect(slide).toHaveCount(1);
  for (let turn = 0; turn < 3 && !(await slide.isVisible()); turn += 1) {
    await popup.getByRole('button', { name: '다음 소식' }).click();
  }
  await expect(slide).toBeInViewport();
  await screenshotIfAsked(visitor, 'home-popup-from-the-console');
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toBeHidden();
  // The bottom sheet comes next; it is not what this spec is about.
  const sheet = visitor.getByRole('dialog');
  if (await sheet.isVisible()) await sheet.getByRole('button', { name: '닫기' }).last().click();

  const notices = visitor.getByRole('region', { name: 'Notice' });
  await expect(notices.getByRole('listitem').first()).toContainText(NOTICE);
  await visitor.goto('/notice');
  await expect(visitor.getByRole('main').getByRole('listitem').first()).toContainText(NOTICE);
  await visitor
    .getByRole('main')
    .getByRole('link', { name: new RegExp(NOTICE) })
    .click();
  await expect(visitor.getByRole('heading', { level: 2, name: NOTICE })).toBeVisible();
  await expect(visitor.getByText(NOTICE_TEXT)).toBeVisible();
  // The notice's image (decorative beside its title, alt "") is the upload, served and decoded.
  const picture = visitor.locator('article img[src^="/media/uploads/"]');
  expect(await expectImageDrawn(picture)).toBe(2);
  await visitorContext.close();
});

test('an ADMIN finds the editor’s changes in the audit log and filters them', async ({ page }) => {
  await logInToStaffConsole(page);
  await openConsolePage(page, '감사 로그');
  await expect(page.getByRole('heading', { level: 1, name: '감사 로그' })).toBeVisible();
  const rows = page.getByRole('table').first().locator('tbody > tr');
  // Newest first: the notice, the popup, the upload (and the editor's account, by the ADMIN).
  await expect(rows.nth(0)).toContainText('editor-kim');
  await expect(rows.nth(0)).toContainText('공지사항 생성');
  await expect(rows.nth(1)).toContainText('배너 생성');
  await expect(rows.nth(2)).toContainText('미디어 업로드');
  await expectNoA11yViolations(page);

  // By a target's every action, picked by its Korean name.
  const filters = page.getByRole('form', { name: '찾기' });
  await filters.getByLabel('작업').selectOption({ label: '배너 전체' });
  await filters.getByRole('button', { name: '찾기' }).click();
  await expect(page).toHaveURL(/action=banner\./);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('배너 생성');

  // By operator: only the editor's rows.
  await filters.getByRole('button', { name: '조건 지우기' }).click();
  await filters.getByLabel('운영자').selectOption({ label: `${EDITOR.name} (${EDITOR.loginId})` });
  await filters.getByRole('button', { name: '찾기' }).click();
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row).toContainText('editor-kim');

  // The notice's row opens the fields it wrote.
  await rows
    .first()
    .getByRole('button', { name: /변경 내용 보기$/ })
    .click();
  const changes = page.getByRole('table').nth(1);
  // Korean field names and values, not keys and codes.
  await expect(changes.getByRole('row', { name: /^제목/ })).toContainText(NOTICE);
  await expect(changes.getByRole('row', { name: /^상단 고정/ })).toContainText('예');
  await expect(changes.getByRole('row', { name: /noticeName|fixedYn/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'console-audit-1280');
});

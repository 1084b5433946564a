import { addDays, seoulToday } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { listGuestBanners, POPUP_DIALOG_NAME } from '../support/home-banners';
import { screenshotIfAsked } from '../support/sandbox';

// The browser's clock is fixed (Asia/Seoul is the test time zone) while the real server keeps its
// own: the seeded popups are live around the real today, so the fixed times are on that day.
test('a guest hides the popup for today: it stays hidden after a reload and is back the next day', async ({
  page,
  request,
}) => {
  const banners = await listGuestBanners(request);
  const popups = banners.filter((banner) => banner.bannerType === 'POPUP');
  const sheet = banners.find((banner) => banner.bannerType === 'BOTTOM');
  expect(popups.length, 'the seed has popups').toBeGreaterThan(1);
  expect(sheet, 'the seed has a bottom sheet').toBeTruthy();
  const today = seoulToday(new Date());
  const tomorrow = addDays(today, 1);

  await page.clock.setFixedTime(new Date(`${today}T23:40:00+09:00`));
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: POPUP_DIALOG_NAME });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('group')).toHaveCount(popups.length);
  await expect(popup).toBeFocused();
  // The sheet waits for its turn.
  const sheetDialog = page.getByRole('dialog', { name: sheet!.bannerName });
  await expect(sheetDialog).toBeHidden();
  // Each kind of slide: a picture, a picture with text, text alone (by the seed's popups).
  await expect(popup.getByRole('img', { name: popups[0]!.alt })).toBeVisible();
  await expect(popup.getByText('1 / 3')).toBeVisible();
  await popup.getByRole('button', { name: '다음 소식' }).click();
  await expect(popup.getByText('2 / 3')).toBeVisible();
  const more = (name: string) =>
    popup.getByRole('link', { name: new RegExp(`^자세히 보기\\s*: ${name}$`) });
  // The image-and-text slide fits its square stage, its link included.
  await expect(more(popups[1]!.bannerName)).toBeInViewport({ ratio: 1 });
  await expect(popup.getByRole('group', { name: '2 / 3' })).toBeInViewport({ ratio: 1 });
  await screenshotIfAsked(page, 'home-popup-image-text');
  await popup.getByRole('button', { name: '다음 소식' }).click();
  await expect(popup.getByText('3 / 3')).toBeVisible();
  await expect(more(popups[2]!.bannerName)).toBeInViewport({ ratio: 1 });
  await expect(popup.getByRole('group', { name: '3 / 3' })).toBeInViewport({ ratio: 1 });
  await screenshotIfAsked(page, 'home-popup-text');
  await popup.getByRole('button', { name: '이전 소식' }).click();
  await popup.getByRole('button', { name: '이전 소식' }).click();
  await expect(popup.getByText('1 / 3')).toBeVisible();
  await expect(popup.getByRole('group', { name: '1 / 3' })).toBeInViewport({ ratio: 1 });
  await screenshotIfAsked(page, 'home-popup');
  await expectNoA11yViolations(page);

  await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('popupHidden'))).toBe(
    `${tomorrow}T00:00:00+09:00`,
  );

  // Later the same evening: the popup stays away; the sheet (not dismissed) opens on its own,
  // which shows the overlays have made their decision.
  await page.clock.setFixedTime(new Date(`${today}T23:59:30+09:00`));
  await page.reload();
  await expect(sheetDialog).toBeVisible();
  await expect(popup).toBeHidden();
  await sheetDialog.getByRole('button', { name: '닫기' }).last().click();
  await expect(sheetDialog).toBeHidden();

  // Past midnight in Seoul: the popup is back. (The sheet, closed with 닫기 a minute before
  // midnight, was closed for the visit; the visit's flag ends with the Seoul day too.)
  await page.clock.setFixedTime(new Date(`${tomorrow}T00:00:10+09:00`));
  await page.reload();
  await expect(popup).toBeVisible();
  await expect(sheetDialog).toBeHidden();
});

test('the popup and the sheet load their code only when they are going to show', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: POPUP_DIALOG_NAME });
  await expect(popup).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeClose = scripts.length;
  // The popup's 닫기 asks for the sheet: its code arrives then, and it opens.
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(popup).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(scripts.length, 'the sheet came with a script of its own').toBeGreaterThan(beforeClose);
  // The side menu loads when it is asked for, not before.
  const beforeMenu = scripts.length;
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).last().click();
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(beforeMenu);
});

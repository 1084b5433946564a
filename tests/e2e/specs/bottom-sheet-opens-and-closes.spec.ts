import { expect, expectNoA11yViolations, test } from '../fixtures';
import { listGuestBanners, POPUP_DIALOG_NAME } from '../support/home-banners';
import { screenshotIfAsked } from '../support/sandbox';

test('the bottom-sheet banner opens once the popup is closed, and closes', async ({
  page,
  request,
}) => {
  const sheet = (await listGuestBanners(request)).find((banner) => banner.bannerType === 'BOTTOM');
  expect(sheet, 'the seed has a bottom sheet').toBeTruthy();

  await page.goto('/');
  const popup = page.getByRole('dialog', { name: POPUP_DIALOG_NAME });
  const sheetDialog = page.getByRole('dialog', { name: sheet!.bannerName });
  await expect(popup).toBeVisible();
  await expect(sheetDialog).toBeHidden();
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toBeHidden();

  await expect(sheetDialog).toBeVisible();
  const picture = sheetDialog.getByRole('link', { name: sheet!.alt });
  await expect(picture).toHaveAttribute('href', sheet!.bannerLink);
  await expect(picture.getByRole('img')).toHaveJSProperty('complete', true);
  await expect(sheetDialog.getByRole('button', { name: '닫기' }).first()).toBeFocused();
  await screenshotIfAsked(page, 'home-bottom-sheet');
  await expectNoA11yViolations(page);

  await sheetDialog.getByRole('button', { name: '닫기' }).last().click();
  await expect(sheetDialog).toBeHidden();
  // The page is usable again.
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(page.getByRole('dialog', { name: '전체 메뉴' })).toBeVisible();
});

test('"오늘 하루 보지 않기" on the sheet keeps it away on the next visit, while the popup still shows', async ({
  page,
  request,
}) => {
  const sheet = (await listGuestBanners(request)).find((banner) => banner.bannerType === 'BOTTOM');
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: POPUP_DIALOG_NAME });
  const sheetDialog = page.getByRole('dialog', { name: sheet!.bannerName });
  await popup.getByRole('button', { name: '닫기' }).click();
  await sheetDialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(sheetDialog).toBeHidden();

  await page.reload();
  // "닫기" on the popup closed it for that page view only.
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toBeHidden();
  await expect(sheetDialog).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

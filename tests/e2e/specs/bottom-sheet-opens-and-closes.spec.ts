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
  const menu = page.getByRole('dialog', { name: '전체 메뉴' });
  await expect(menu).toBeVisible();

  // "닫기" hid both for the visit: back on the home, neither comes back.
  await menu.getByRole('link', { name: '공지사항', exact: true }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await page.getByRole('link', { name: '홈' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A reload: the server draws the page without them (the session cookies) and the browser agrees.
  const html = await (await page.context().request.get('/')).text();
  expect(html).not.toContain(POPUP_DIALOG_NAME);
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Another tab of the same visit.
  const tab = await page.context().newPage();
  await tab.goto('/');
  await tab.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(tab.getByRole('dialog')).toHaveCount(0);
  await tab.close();
});

test('a new visit shows the popup again after "닫기", and the sheet only once the popup is closed', async ({
  page,
  browser,
  request,
}) => {
  const sheet = (await listGuestBanners(request)).find((banner) => banner.bannerType === 'BOTTOM');
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: POPUP_DIALOG_NAME });
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(page.getByRole('dialog', { name: sheet!.bannerName })).toBeVisible();

  // The browser is closed and opened again: localStorage stays, session cookies and
  // sessionStorage are gone.
  const state = await page.context().storageState();
  const next = await browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) },
  });
  const again = await next.newPage();
  await again.goto('/');
  await again.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  const popupAgain = again.getByRole('dialog', { name: POPUP_DIALOG_NAME });
  const sheetAgain = again.getByRole('dialog', { name: sheet!.bannerName });
  await expect(popupAgain).toBeVisible();
  await expect(sheetAgain).toBeHidden();
  await popupAgain.getByRole('button', { name: '닫기' }).click();
  await expect(sheetAgain).toBeVisible();
  await expect(again.getByRole('dialog')).toHaveCount(1);
  await next.close();
});

test('"오늘 하루 보지 않기" on the sheet keeps it away on the next visit, while the popup still shows', async ({
  page,
  browser,
  request,
}) => {
  const sheet = (await listGuestBanners(request)).find((banner) => banner.bannerType === 'BOTTOM');
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: POPUP_DIALOG_NAME });
  const sheetDialog = page.getByRole('dialog', { name: sheet!.bannerName });
  await popup.getByRole('button', { name: '닫기' }).click();
  await sheetDialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
  await expect(sheetDialog).toBeHidden();

  // A reload in the same visit: the popup was closed for the visit, the sheet for today.
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The next visit (session cookies and sessionStorage gone): the popup is back, the sheet is not.
  const state = await page.context().storageState();
  const next = await browser.newContext({
    storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) },
  });
  const again = await next.newPage();
  await again.goto('/');
  await again.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  const popupAgain = again.getByRole('dialog', { name: POPUP_DIALOG_NAME });
  await expect(popupAgain).toBeVisible();
  await popupAgain.getByRole('button', { name: '닫기' }).click();
  await expect(popupAgain).toBeHidden();
  await expect(again.getByRole('dialog', { name: sheet!.bannerName })).toBeHidden();
  await again.keyboard.press('Escape');
  await expect(again.getByRole('dialog')).toHaveCount(0);
  await next.close();
});

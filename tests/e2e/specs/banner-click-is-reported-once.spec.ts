import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { listGuestBanners, listMainBanners, POPUP_DIALOG_NAME } from '../support/home-banners';
import { screenshotIfAsked } from '../support/sandbox';

/** Every click report the page sends (observed, not mocked: the real server answers them). */
function watchClickReports(page: Page) {
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/banner/action/insert'
    ) {
      reports.push(request.postDataJSON());
    }
  });
  return reports;
}

/** Closes the popup and then the bottom sheet, as a visitor would. */
async function closeOverlays(page: Page) {
  await page
    .getByRole('dialog', { name: POPUP_DIALOG_NAME })
    .getByRole('button', { name: '닫기' })
    .click();
  const sheet = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: '오늘 하루 보지 않기' }) });
  await sheet.getByRole('button', { name: '닫기' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a promotion banner tapped twice quickly is reported once, then its link opens', async ({
  page,
  request,
}) => {
  const promotions = (await listGuestBanners(request)).filter(
    (banner) => banner.bannerType === 'BANNER',
  );
  expect(promotions.length, 'the seed has several promotion banners').toBeGreaterThan(1);
  // The last slide, reached backwards through the loop; its link is the login page.
  const target = promotions.at(-1)!;
  expect(target.bannerLink).toBe('/login');
  const reports = watchClickReports(page);

  await page.goto('/');
  await closeOverlays(page);
  const carousel = page.getByRole('region', { name: '프로모션 배너' });
  await expect(carousel.getByText(`1 / ${promotions.length}`)).toBeVisible();
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole('button', { name: '이전 프로모션 배너' }).click();
  await expect(carousel.getByText(`${promotions.length} / ${promotions.length}`)).toBeVisible();
  const link = carousel.getByRole('link', { name: target.alt });
  await expect(link).toBeInViewport({ ratio: 0.9 });
  await screenshotIfAsked(page, 'home-promotion-carousel');
  await expectNoA11yViolations(page);

  const reported = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/banner/action/insert',
  );
  await link.dblclick();
  expect((await reported).ok(), 'the server accepted the report').toBe(true);
  await expect(page).toHaveURL('/login');
  await page.waitForLoadState('networkidle');
  expect(reports).toEqual([
    { bannerType: 'BANNER', bannerDetailType: 'MAIN', bannerIdx: target.bannerIdx },
  ]);
});

test('a main-banner tile tapped twice quickly is reported once (MAIN), then its link opens', async ({
  page,
  request,
}) => {
  const tiles = await listMainBanners(request);
  const notice = tiles.find((tile) => tile.actionType === 'LINK' && tile.linkUrl === '/notice');
  expect(notice, 'the seed has a tile linking to the notices').toBeTruthy();
  const slide = 'abcd'.indexOf(notice!.slotCode[0]!) + 1;
  const reports = watchClickReports(page);

  await page.goto('/');
  await closeOverlays(page);
  const grid = page.getByRole('region', { name: '메인 배너' });
  await expect(grid.getByRole('group')).toHaveCount(4);
  // The first tile is the likely LCP image: eager, high priority.
  const firstImage = grid.getByRole('group').first().getByRole('img').first();
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
  await expect(firstImage).toHaveAttribute('loading', 'eager');
  await grid.scrollIntoViewIfNeeded();
  await screenshotIfAsked(page, 'home-main-banner-grid');

  await grid.getByRole('button', { name: `메인 배너 ${slide}번째 묶음 보기` }).click();
  await expect(
    grid.getByRole('button', { name: `메인 배너 ${slide}번째 묶음 보기` }),
  ).toHaveAttribute('aria-current', 'true');
  const tile = grid.getByRole('link', { name: notice!.alt });
  await expect(grid.getByRole('group', { name: `${slide} / 4` })).toBeInViewport({ ratio: 1 });
  await expect(tile).toBeInViewport({ ratio: 1 });
  await screenshotIfAsked(page, 'home-main-banner-grid-last');
  // Both taps reach the tile itself: a pointer's second click could land on the notice list
  // once it paints under the finger, which would be a tap on another link.
  await tile.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
  await expect(page).toHaveURL('/notice');
  await page.waitForLoadState('networkidle');
  expect(reports).toEqual([
    { bannerType: 'MAIN', bannerDetailType: 'MAIN', bannerIdx: notice!.mainBannerIdx },
  ]);
});

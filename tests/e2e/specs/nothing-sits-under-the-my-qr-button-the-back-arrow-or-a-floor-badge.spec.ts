import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createSandboxMember, useMemberToken } from '../support/home';
import { hideHomeBannerOverlays } from '../support/home-banners';
import {
  expectClearOfMyQrButton,
  expectMyQrDockIsOpaqueBar,
  expectPageEndClearOfMyQrButton,
  focusHiddenUnderFixedBars,
  intersects,
  myQrDock,
  pictureTagBox,
} from '../support/layout';
import { screenshotIfAsked } from '../support/sandbox';

/**
 * Overlaps at 390 px. The My QR button sits in an opaque dock along the bottom edge
 * instead of floating over the page (a floating button always covers whatever scrolls beneath
 * it); the shell keeps the dock's height below the end of every page (below the footer when it
 * shows), and the heroes and space cards keep their
 * pictures' tag lines clear of the back arrow and the floor badge.
 */
test.describe.configure({ timeout: 90_000 });

test('scrolled to the end, nothing on a member page sits under the My QR button', async ({
  page,
  request,
}) => {
  const member = await createSandboxMember(request, '노을빛');
  await useMemberToken(page.context(), member.jwt);
  await hideHomeBannerOverlays(page.context());

  for (const path of [
    '/',
    '/inquiry/form',
    '/setting/terms',
    '/setting/withdraw',
    '/terms/preview/1',
    '/frequency',
    '/notice',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expectMyQrDockIsOpaqueBar(page);
    await expectPageEndClearOfMyQrButton(page);
    await screenshotIfAsked(page, `fab-end${path.replaceAll('/', '-')}`);
  }

  // The inquiry form's consent row and its 자세히 보기, brought into view as a visitor scrolls
  // to send: clear of the button.
  await page.goto('/inquiry/form');
  const details = page.getByRole('main').getByRole('button', { name: /자세히 보기/ });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectClearOfMyQrButton(page, details);
  await expectNoA11yViolations(page);
});

test('tabbing through the home, FAQ, notices and programs, focus never hides under the My QR dock or the header', async ({
  page,
  request,
}) => {
  // WCAG 2.4.11: the page scrolls each focused control clear of the dock at
  // the bottom and of the sticky header at the top, and the dock sits in a landmark (axe region).
  test.setTimeout(150_000);
  const member = await createSandboxMember(request, '새벽빛');
  await useMemberToken(page.context(), member.jwt);
  await hideHomeBannerOverlays(page.context());
  for (const path of ['/', '/FAQ', '/notice', '/program']) {
    await page.goto(path);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(myQrDock(page)).toBeVisible();
    // /program pages its list in as the end comes near: 12 presses stay within its first page
    // (the footer, reached later, moves down as the next page arrives).
    const presses = path === '/program' ? 12 : 30;
    expect(await focusHiddenUnderFixedBars(page, presses), `Tab through ${path}`).toEqual([]);
    // The dock (and everything else) sits in a landmark: the server-drawn home and a page.
    if (path === '/' || path === '/program') {
      await expectNoA11yViolations(page, { rules: ['region'] });
    }
  }
});

test("the program and zone heroes keep their pictures' tag clear of the back arrow, and space cards of the floor badge", async ({
  page,
}) => {
  await hideHomeBannerOverlays(page.context());
  for (const path of ['/program/3', '/seongsu/1']) {
    await page.goto(path);
    const back = page.getByRole('banner').getByRole('button', { name: '뒤로 가기' });
    await expect(back).toBeVisible();
    const hero = page.getByRole('main').locator('img').first();
    await expect(hero).toBeVisible();
    const tag = await pictureTagBox(page, hero);
    const arrow = (await back.boundingBox())!;
    expect(intersects(tag, arrow), `${path}: the tag ${JSON.stringify(tag)} under the arrow`).toBe(
      false,
    );
    // And clear of the whole header bar the page draws over the picture.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(tag.y, `${path}: the tag below the header`).toBeGreaterThanOrEqual(
      header.y + header.height,
    );
    await screenshotIfAsked(page, `hero${path.replaceAll('/', '-')}`);
  }
  await expectNoA11yViolations(page);

  await page.goto('/');
  const space = page.getByRole('region', { name: 'Space' });
  await space.scrollIntoViewIfNeeded();
  const cards = space.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 3)) {
    const picture = card.locator('img');
    const badge = card.getByText(/^(B\d|\dF|Rooftop)$/);
    const tag = await pictureTagBox(page, picture);
    const badgeBox = (await badge.boundingBox())!;
    expect(intersects(tag, badgeBox), `a space card's tag under its floor badge`).toBe(false);
  }
  await screenshotIfAsked(page, 'home-space-cards');
  await expectNoA11yViolations(page);
});

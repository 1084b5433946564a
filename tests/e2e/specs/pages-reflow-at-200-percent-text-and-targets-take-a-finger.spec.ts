import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createSandboxMember, useMemberToken } from '../support/home';
import { hideHomeBannerOverlays } from '../support/home-banners';
import { screenshotIfAsked } from '../support/sandbox';

/**
 * Reflow and target sizes at the phone's sizes. A phone of 390 × 844 at 200 % text size lays the
 * app out 195 CSS px wide (and 320 px is the narrowest reflow WCAG 1.4.10 names): no page scrolls
 * sideways, the header keeps its buttons on screen and its title clear of them, and no Korean
 * word breaks in the middle. At 390 px every target a finger needs is at least 44 px, and the
 * side menu keeps keyboard focus inside itself.
 */
test.describe.configure({ timeout: 120_000 });

/**
 * What is wrong with the layout at this width: the page wider than the window, header controls
 * off screen or over the title, and words split across two lines.
 */
async function reflowProblems(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    const header = document.querySelector('#root header');
    if (header) {
      const title = header.querySelector('h1')?.getBoundingClientRect();
      for (const control of Array.from(header.querySelectorAll('a, button'))) {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
        if (box.left < 0 || box.right > root.clientWidth + 0.5)
          found.push(`header "${name}" leaves the screen (${box.left}–${box.right})`);
        if (
          title &&
          title.width > 0 &&
          box.left < title.right - 0.5 &&
          title.left < box.right - 0.5 &&
          box.top < title.bottom &&
          title.top < box.bottom
        )
          found.push(`header "${name}" runs into the title`);
      }
    }
    // Words: every run of Hangul (two syllables or more) between spaces or punctuation that is
    // drawn on more than one line is a word broken in its middle.
    const app = document.getElementById('root');
    if (!app) return found;
    const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !/[가-힣]{2}/.test(text)) continue;
      if (parent.closest('[inert], [aria-hidden="true"], .sr-only, [hidden]')) continue;
      for (const match of text.matchAll(/[가-힣]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) found.push(`"${match[0]}" breaks across lines`);
      }
    }
    return found;
  });
}

async function atLeastATap(what: string, locator: import('@playwright/test').Locator) {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(
    Math.min(box!.width, box!.height),
    `${what} is ${box!.width}×${box!.height}`,
  ).toBeGreaterThanOrEqual(44);
}

const guestPages = [
  '/',
  '/program',
  '/notice',
  '/FAQ',
  '/seongsu?tab=space',
  '/program/3',
  '/login',
];
const memberPages = ['/', '/frequency/now', '/res-entry'];

/**
 * Both widths in one test: one context, so the second width loads the app from its cache, and one
 * member. Every page is still loaded afresh at each width. The guest pages come first at both
 * widths, as the member's token is for the rest of the context. Each width's reflow problems are a
 * soft assertion of its own and each width has its accessibility check, so a failure at one width
 * still lets the other be checked, as the two tests this was did.
 */
test('at 320 and 195 CSS px nothing scrolls sideways, the header fits and no word breaks', async ({
  page,
  request,
}) => {
  // Twenty page loads: room for both widths on a slow machine.
  test.setTimeout(180_000);
  await hideHomeBannerOverlays(page.context());
  const widths = [320, 195] as const;
  const problems = new Map<number, string[]>(widths.map((width) => [width, []]));
  const check = async (width: number, path: string) => {
    await page.goto(path);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    for (const problem of await reflowProblems(page))
      problems.get(width)!.push(`${path}: ${problem}`);
    await screenshotIfAsked(page, `reflow-${width}${path.replace(/[/?=]/g, '-')}`);
  };
  const atWidth = (width: number) =>
    page.setViewportSize({ width, height: Math.round((width * 844) / 390) });

  for (const width of widths) {
    await test.step(`guest pages at ${width} CSS px`, async () => {
      await atWidth(width);
      for (const path of guestPages) await check(width, path);
    });
  }
  const member = await createSandboxMember(request, '한가람');
  await useMemberToken(page.context(), member.jwt);
  for (const width of widths) {
    await test.step(`member pages at ${width} CSS px`, async () => {
      await atWidth(width);
      for (const path of memberPages) await check(width, path);
      expect.soft(problems.get(width), `reflow at ${width} CSS px`).toEqual([]);
      await expectNoA11yViolations(page, { soft: true });
    });
  }
});

test('at 390 px the header buttons and the zone links take a finger, the side menu holds focus, the calendar is one Tab stop and a disabled button looks disabled', async ({
  page,
}) => {
  await hideHomeBannerOverlays(page.context());

  await page.goto('/notice');
  const banner = page.getByRole('banner');
  await atLeastATap('홈', banner.getByRole('link', { name: '홈' }));
  await atLeastATap('메뉴 열기', banner.getByRole('button', { name: '메뉴 열기' }));
  await atLeastATap('로그인', banner.getByRole('link', { name: '로그인' }));

  // The side menu: opened from the keyboard, Tab and Shift+Tab cycle inside it, and its close
  // button's focus ring is drawn whole (3 px outline 2 px out) inside the panel.
  await banner.getByRole('button', { name: '메뉴 열기' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: '전체 메뉴' });
  const close = menu.getByRole('button', { name: '메뉴 닫기' });
  await expect(close).toBeFocused();
  const ring = await close.evaluate((button) => {
    const panel = button.closest('[role="dialog"]')!.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    return { right: panel.right - box.right, top: box.top - panel.top };
  });
  expect(ring.right, 'room for the ring right of 메뉴 닫기').toBeGreaterThanOrEqual(5);
  expect(ring.top, 'room for the ring above 메뉴 닫기').toBeGreaterThanOrEqual(5);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 45; press += 1) {
      await page.keyboard.press(key);
      const inside = await menu.evaluate((dialog) => dialog.contains(document.activeElement));
      expect(inside, `${key} ×${press + 1} stays in the menu`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.goto('/seongsu?tab=space');
  const zoneLinks = page.getByRole('main').getByRole('article').getByRole('link');
  await expect(zoneLinks.first()).toBeVisible();
  for (const link of (await zoneLinks.all()).slice(0, 4)) {
    await atLeastATap(`zone link ${await link.textContent()}`, link);
  }

  // The date calendar is one Tab stop whose arrow keys move between days.
  await page.goto('/program?tab=date');
  const grid = page.getByRole('grid');
  await grid.locator('button[aria-pressed="true"]').focus();
  await page.keyboard.press('ArrowRight');
  expect(await grid.evaluate((table) => table.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^달력 (펼치기|접기)$/ })).toBeFocused();

  // A disabled 선택 완료 (no category ticked) looks disabled, not like the live button.
  await page.goto('/program');
  await page.getByRole('button', { name: /카테고리\s*전체/ }).click();
  const sheet = page.getByRole('dialog', { name: '어떤 프로그램이 궁금하세요?' });
  const apply = sheet.getByRole('button', { name: '선택 완료' });
  const look = () =>
    apply.evaluate((button) => {
      const style = getComputedStyle(button);
      return `${style.backgroundColor} ${style.color} ${style.cursor}`;
    });
  const live = await look();
  await sheet.getByText('전체', { exact: true }).click();
  await expect(apply).toBeDisabled();
  expect(await look(), 'the disabled 선택 완료 looks unlike the live one').not.toBe(live);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expectNoA11yViolations(page);
});

test('at 390 px the Draw Tour My QR link and the member header buttons take a finger', async ({
  page,
  request,
}) => {
  await hideHomeBannerOverlays(page.context());
  const member = await createSandboxMember(request, '윤슬');
  await useMemberToken(page.context(), member.jwt);
  await page.goto('/frequency/now');
  const rewards = page.getByRole('region', { name: '리워드' });
  await atLeastATap('리워드 My QR', rewards.getByRole('link', { name: 'My QR' }));
  const header = page.getByRole('banner');
  await atLeastATap('홈 (member)', header.getByRole('link', { name: '홈' }));
  await atLeastATap('드로우 투어', header.getByRole('link', { name: '드로우 투어' }));
  await expectNoA11yViolations(page);
});

import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { hideHomeBannerOverlays } from '../support/home-banners';

const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * Asks Chromium which platform fonts actually drew the text of the element: a missing Korean font
 * renders as tofu boxes, which no DOM assertion would notice.
 */
async function fontsUsedFor(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.filter((font) => font.glyphCount > 0).map((font) => font.familyName);
}

test('the home page and the notice list render Korean in a real CJK font', async ({ page }) => {
  await hideHomeBannerOverlays(page);
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshotDir}home.png` });

  await page.goto('/notice');
  const heading = page.getByRole('heading', { level: 2, name: '공지사항' });
  await expect(heading).toBeVisible();
  await expect(
    page.getByRole('region', { name: '공지사항' }).getByRole('listitem').first(),
  ).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${screenshotDir}notice-list.png` });

  await heading.evaluate((element) => element.setAttribute('data-font-probe', ''));
  const fonts = await fontsUsedFor(page, '[data-font-probe]');
  expect(fonts.join(', '), 'fonts that drew 공지사항').toMatch(
    /CJK|KR|Nanum|Gothic|Malgun|Apple SD/i,
  );
  await expectNoA11yViolations(page);
});

import type { Locator } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createSandboxMember, useMemberToken } from '../support/home';
import { screenshotIfAsked } from '../support/sandbox';

/** The seeded AI 포트레이트 스튜디오: a RESERVATION with instances and program terms. */
const PROGRAM = 3;

const fontFamilyOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).fontFamily);

/**
 * The inputs of /infocomfirm were drawn in Arial, the browser's default for form
 * controls. Every input, button, select and textarea takes the app's font (global.css).
 */
test('the fields of /infocomfirm are drawn in the app font, not Arial', async ({
  page,
  request,
}) => {
  const member = await createSandboxMember(request, '서하윤');
  await useMemberToken(page.context(), member.jwt);
  await page.goto(`/program/${PROGRAM}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL(`/schedule/${PROGRAM}`);
  await main
    .getByRole('group', { name: '시간' })
    .locator('input[type=radio]:not([disabled])')
    .first()
    .check();
  await main.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL('/infocomfirm');

  const name = main.getByLabel(/이름/);
  await expect(name).toHaveValue('서하윤');
  const appFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(appFont).toMatch(/Pretendard|Noto Sans/);
  const fields = main.locator('input:not([type=checkbox]):not([type=radio]), textarea, select');
  expect(await fields.count()).toBeGreaterThan(0);
  for (const field of await fields.all()) expect(await fontFamilyOf(field)).toBe(appFont);
  for (const button of await main.getByRole('button').all()) {
    expect(await fontFamilyOf(button)).toBe(appFont);
  }

  // What Chromium actually drew the typed name with.
  await name.evaluate((element) => element.setAttribute('data-font-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  const drawn = fonts.filter((font) => font.glyphCount > 0).map((font) => font.familyName);
  expect(drawn.join(', ')).not.toMatch(/Arial|Liberation Sans|DejaVu Sans/);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'infocomfirm-fonts');
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { waitForAnimations } from './support/motion';

export { expect };

type Fixtures = {
  /**
   * Console errors a test expects (for example a deliberate failing request). Anything else
   * logged as an error, and any uncaught page error, fails the test.
   */
  allowedConsoleErrors: RegExp[];
};

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      const where = message.location().url;
      problems.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => {
      problems.push(`page error: ${error.message}`);
    });
    waitForAppOnNavigation(page);
    await use(page);
    expect(problems, 'the page logged unexpected errors').toEqual([]);
  },
});

/**
 * Server-rendered landing pages start their scripts after the first paint (decision 014): right
 * after `load` the page is drawn but its buttons are not wired yet. From here on, `goto` and
 * `reload` of `page` also wait until the app has taken over, as a visitor's tap would come later.
 * The test's own page does this already; call it for a page of another context.
 */
export function waitForAppOnNavigation(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

/**
 * Waits until the app has rendered (main.tsx marks `html[data-app-ready]`). Pages that are not
 * the app (the sandbox login provider, the SMS inbox) have no #root and pass at once.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('root') === null ||
      document.documentElement.dataset.appReady === 'true',
  );
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's own minified build of the same version (axe.min.js; `axe.source` is the unminified
 * axe.js, 1.5 MB): a frame parses less than half the bytes on every check, about 0.25 s instead of
 * 0.5 s here, and the suite injects it a few hundred times.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the current page.
 * `rules` turns on best-practice rules besides the WCAG tags (e.g. `region`: all content sits in
 * a landmark); `soft` records a failure and lets the test go on (one test that checks several
 * widths in turn).
 * axe-core itself is injected, into every frame (program descriptions and tutorials are
 * same-origin iframes), as @axe-core/playwright does. evaluate, not a script tag: the app's
 * Content-Security-Policy refuses inline scripts.
 */
export async function expectNoA11yViolations(
  page: Page,
  { rules = [], soft = false }: { rules?: string[]; soft?: boolean } = {},
): Promise<void> {
  // A step or dialog that has just appeared may still be fading in; contrast is judged on what a
  // visitor reads once it has settled (a half-transparent field is not what anyone meets). A toast
  // can also start fading out while axe runs (its timer ends): under reduced motion, which the app
  // honours, it is gone at once instead of half-transparent. The test's own setting comes back
  // afterwards.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitForAnimations(page);
  for (const frame of page.frames()) {
    const injected = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!injected) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
  const results = await page.evaluate(
    ({ tags, extra }) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(extra.map((rule) => [rule, { enabled: true }])),
        // Every violation with all its nodes, as before; passes and the rest are not collected
        // node by node, which nobody reads (a third to half of a run's time on a long page).
        resultTypes: ['violations'],
      }),
    { tags: WCAG_TAGS, extra: rules },
  );
  await page.emulateMedia({ reducedMotion: null });
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  (soft ? expect.soft : expect)(
    violations,
    `axe found accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

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
    await use(page);
    expect(problems, 'the page logged unexpected errors').toEqual([]);
  },
});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the current page. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe found accessibility violations on ${page.url()}`).toEqual([]);
}

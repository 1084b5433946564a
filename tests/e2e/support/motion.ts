import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite CSS animations and transitions have finished. A step or dialog
 * that has just appeared may still be fading in; axe measures colour contrast on what it sees,
 * so a half-transparent timer would count as a violation a visitor never meets. Endless
 * animations (a pulse) are not waited for.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Layout checks at 390 px: boxes that must not overlap, measured in the page.
 */

export type Box = { x: number; y: number; width: number; height: number };

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The shell's My QR button (not a page's own My QR link). */
export function myQrButton(page: Page): Locator {
  return page.locator('#root [data-my-qr-dock] a[aria-label="My QR"]');
}

/** The opaque dock along the bottom edge that holds the My QR button. */
export function myQrDock(page: Page): Locator {
  return page.locator('#root [data-my-qr-dock]');
}

/**
 * The dock is a bar, not a button floating over the page: the app's full width, flush with the
 * bottom edge, on an opaque background, so whatever scrolls beneath it is below the visible
 * window (as under a tab bar) rather than under a button.
 */
export async function expectMyQrDockIsOpaqueBar(page: Page): Promise<void> {
  const dock = myQrDock(page);
  await expect(dock).toBeVisible();
  const box = await boxOf(dock, 'the My QR dock');
  const { innerWidth, innerHeight, appWidth, background } = await page.evaluate(() => {
    const el = document.querySelector('#root [data-my-qr-dock]')!;
    return {
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
      appWidth: document.querySelector('#root > div')!.getBoundingClientRect().width,
      background: getComputedStyle(el).backgroundColor,
    };
  });
  expect(Math.round(box.y + box.height), 'the dock sits on the bottom edge').toBe(innerHeight);
  expect(Math.round(box.width), 'the dock spans the app').toBe(
    Math.round(Math.min(appWidth, innerWidth)),
  );
  expect(background, 'the dock is opaque').toMatch(/^rgb\(/);
}

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  return box!;
}

/** `target` is on screen and the My QR dock does not cover any of it. */
export async function expectClearOfMyQrButton(page: Page, target: Locator): Promise<void> {
  const fab = myQrDock(page);
  await expect(fab).toBeVisible();
  await expect(target).toBeInViewport();
  const fabBox = await boxOf(fab, 'the My QR dock');
  const targetBox = await boxOf(target, String(target));
  expect(
    intersects(fabBox, targetBox),
    `${target} (${JSON.stringify(targetBox)}) sits under the My QR button (${JSON.stringify(fabBox)})`,
  ).toBe(false);
}

/**
 * Scrolled to the very end of the page, no link, button or form field, and no line of text, sits
 * under the floating My QR button.
 */
export async function expectPageEndClearOfMyQrButton(page: Page): Promise<void> {
  // A page that is still settling (a list or a picture arriving after the scroll) moves its end
  // after it was measured: measure again until the end holds still. What truly sits under the
  // button stays there, and fails after the timeout with the last finding.
  await expect(() => pageEndClearOfMyQrButton(page)).toPass({ timeout: 10_000 });
}

async function pageEndClearOfMyQrButton(page: Page): Promise<void> {
  // Scroll again on every check: a page may still grow (pictures, a list) after the first scroll.
  await page.waitForFunction(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return (
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1
    );
  });
  const fabBox = await boxOf(myQrDock(page), 'the My QR dock');
  const covered = await page.evaluate((fab) => {
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < fab.x + fab.width &&
      fab.x < r.right &&
      r.top < fab.y + fab.height &&
      fab.y < r.bottom;
    const found: string[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const app = document.getElementById('root');
    if (!app) return found;
    for (const element of Array.from(
      app.querySelectorAll('a, button, input, select, textarea, [role="switch"], [tabindex="0"]'),
    )) {
      if (element.closest('[data-my-qr-dock]') || element.closest('[inert]')) continue;
      if (overlaps(element.getBoundingClientRect())) found.push(describe(element));
    }
    // Text: every text node's own line boxes.
    const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('[data-my-qr-dock]')) continue;
      if (parent.closest('[inert], [aria-hidden="true"], .sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (overlaps(rect)) {
          found.push(`text "${node.textContent.trim().slice(0, 30)}"`);
          break;
        }
      }
    }
    return found;
  }, fabBox);
  expect(covered, `under the My QR button at the end of ${page.url()}`).toEqual([]);

  // And no part of the page at all: the footer, or the page's last block when there is none,
  // ends above the button (the shell's reserved room is all that lies beneath it).
  const contentBottom = await page.evaluate(() => {
    const footer = document.querySelector('#root footer');
    const last = footer ?? document.querySelector('#root main')?.lastElementChild;
    return last ? last.getBoundingClientRect().bottom : 0;
  });
  // Within a pixel: the window scrolls by whole pixels, the page's blocks end on fractions.
  expect(contentBottom, `the end of ${page.url()} above the My QR dock`).toBeLessThanOrEqual(
    fabBox.y + 1,
  );
}

/**
 * Where the tag line of one of our generated pictures (server media/svg-art.ts: its first
 * `<text>`) is drawn on the page: the SVG's own coordinates, scaled as `object-fit: cover` scales
 * the picture into the img box. The width is the text's advance at about one em per Hangul
 * syllable and 0.6 em per other character, which is generous.
 */
export async function pictureTagBox(page: Page, picture: Locator): Promise<Box> {
  const src = await picture.getAttribute('src');
  expect(src, 'the picture has a src').toBeTruthy();
  const svg = await (await page.request.get(src!)).text();
  const size = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const tag = /<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/.exec(
    svg,
  );
  expect(size && tag, `an SVG with a tag line at ${src}`).toBeTruthy();
  const [w, h] = [Number(size![1]), Number(size![2])];
  const [x, baseline, fontSize, text] = [
    Number(tag![1]),
    Number(tag![2]),
    Number(tag![3]),
    tag![4]!,
  ];
  const box = await boxOf(picture, 'the picture');
  const scale = Math.max(box.width / w, box.height / h);
  const offsetX = box.x + (box.width - w * scale) / 2;
  const offsetY = box.y + (box.height - h * scale) / 2;
  const advance = [...text].reduce((sum, ch) => sum + (/[가-힣]/.test(ch) ? 1 : 0.6), 0);
  return {
    x: offsetX + x * scale,
    y: offsetY + (baseline - fontSize) * scale,
    width: advance * fontSize * scale,
    height: fontSize * 1.2 * scale,
  };
}

/**
 * Runs `action` and resolves with the text of the first live status (role="status") that says
 * `text` while or after it runs. A short toast (600 ms for URL 복사 완료) can come and go between
 * two polls of `expect(...).toBeVisible()` on a busy machine, so the page itself watches for it.
 */
export async function statusShownBy(
  page: Page,
  text: string,
  action: () => Promise<void>,
): Promise<string> {
  await page.evaluate((wanted) => {
    const w = window as unknown as { __statusSeen?: Promise<string> };
    w.__statusSeen = new Promise<string>((resolve) => {
      const look = () => {
        const found = Array.from(document.querySelectorAll('[role="status"]')).find((element) =>
          element.textContent?.includes(wanted),
        );
        if (!found) return false;
        resolve(found.textContent ?? '');
        return true;
      };
      if (look()) return;
      const observer = new MutationObserver(() => {
        if (look()) observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, text);
  await action();
  return page.evaluate(() => (window as unknown as { __statusSeen: Promise<string> }).__statusSeen);
}

/**
 * Presses Tab `presses` times from the top of the page, as a keyboard user walks it, and after
 * each press measures the focused element against the fixed bars: the My QR dock along the
 * bottom and the sticky header along the top (WCAG 2.4.11, focus not obscured). Answers one line
 * per focused element that any bar covers, with how much of it is covered; elements of the bars
 * themselves, and anything taller than the room between the bars, are not judged.
 */
export async function focusHiddenUnderFixedBars(page: Page, presses: number): Promise<string[]> {
  const found: string[] = [];
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const finding = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const dock = document.querySelector('#root [data-my-qr-dock]');
      const header = document.querySelector('#root header');
      if (dock?.contains(element) || header?.contains(element)) return null;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      const top = header ? Math.max(header.getBoundingClientRect().bottom, 0) : 0;
      const bottom = dock ? dock.getBoundingClientRect().top : window.innerHeight;
      if (box.height > bottom - top) return null;
      const below = Math.max(0, box.bottom - bottom);
      const above = Math.max(0, top - box.top);
      if (below + above < 1) return null;
      // Covered only where a bar is drawn over it: the skip link, for one, sits above the header.
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = below > 0 ? box.bottom - below / 2 : box.top + above / 2;
      const drawn = document.elementFromPoint(x, Math.min(Math.max(y, 0), window.innerHeight - 1));
      if (drawn && element.contains(drawn)) return null;
      const under = below + above;
      const name =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 24);
      const share = Math.round((Math.min(under, box.height) / box.height) * 100);
      return `${element.tagName.toLowerCase()} "${name}" ${share}% under a fixed bar`;
    });
    if (finding) found.push(finding);
  }
  return found;
}

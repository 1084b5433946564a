import { expect, test } from '../fixtures';
import { listMainBanners } from '../support/home-banners';

// Decision 014: the landing page is drawn from the HTML, before any script runs, and its first
// banner image is discoverable there, so the largest paint does not wait for JavaScript.
test('the home HTML already holds the banners, programs and notices, and the app takes over', async ({
  request,
  browser,
}) => {
  const [first] = await listMainBanners(request);
  expect(first, 'the seed has main banners').toBeTruthy();

  const response = await request.get('/', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`src="${first?.savePath}"`);
  // React writes the attribute as fetchPriority; HTML attribute names are case-insensitive.
  expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
  expect(html).toContain('<script type="application/json" id="boot-data">');
  // The scripts start after the first paint, from /boot.js; nothing competes with that paint.
  // React's module code runs first (data-first), the entry in a later task.
  expect(html).toMatch(
    /<script src="\/boot\.js" data-entry="\/assets\/[^"]+\.js" data-first="\/assets\/react-start-[^"]+\.js" defer><\/script>/,
  );
  expect(html).not.toContain('modulepreload');

  // Without JavaScript the visitor still sees the page, in Korean.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notice' })).toBeVisible();
  await expect(page.locator(`img[src="${first?.savePath}"]`)).toBeVisible();
  await noScript.close();
});

test('the app adopts the server page as it is (hydration), without redrawing or moving it', async ({
  page,
}) => {
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('redrawn in the browser')) redrawn.push(message.text());
  });
  // Before any script of the app runs, tag the server's nodes: after the takeover they must be
  // the very same nodes (a redraw would create new ones without the tag).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const node of Array.from(document.querySelectorAll('main, main img, main h2'))) {
        (node as Element & { fromServer?: boolean }).fromServer = true;
      }
    });
  });
  await page.goto('/');
  // goto waited for the app (fixtures): the page is React's now, and the day strip works.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
  const adopted = await page.evaluate(() => {
    const tagged = (selector: string) =>
      Array.from(document.querySelectorAll(selector)).every(
        (node) => (node as Element & { fromServer?: boolean }).fromServer === true,
      );
    return { main: tagged('main'), headings: tagged('main h2'), images: tagged('main img') };
  });
  expect(adopted).toEqual({ main: true, headings: true, images: true });
  expect(redrawn).toEqual([]);

  const { shift, sources } = await page.evaluate(
    () =>
      new Promise<{ shift: number; sources: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Shift = PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node;
              const element = node instanceof Element ? node : node?.parentElement;
              moved.push(
                `${entry.startTime.toFixed(0)} ms ${entry.value.toFixed(3)} ${element?.tagName.toLowerCase() ?? '?'}.${element?.className ?? ''} "${(element?.textContent ?? '').trim().slice(0, 30)}"`,
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ shift: total, sources: moved }), 500);
      }),
  );
  expect(shift, `layout shifts: ${sources.join('; ')}`).toBeLessThanOrEqual(0.01);
});

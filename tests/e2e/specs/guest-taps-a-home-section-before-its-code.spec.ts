import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { hideHomeBannerOverlays } from '../support/home-banners';

// Decision 010: on a guest's server-drawn home, the code of the sections below the
// banners (Programs, Space, Notice) loads only when the visitor does something or the sections
// come near the screen. Until it has arrived, the server's markup is the page, and its links
// still work: a tap opens the linked page (the browser loads it, as without JavaScript).
function sectionsChunk(): string {
  const manifest = JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../../apps/web/dist/.vite/manifest.json', import.meta.url)),
      'utf8',
    ),
  ) as Record<string, { file: string }>;
  const entry = manifest['src/features/home/components/home-sections.tsx'];
  if (!entry) throw new Error('the build has no chunk for the home sections');
  return `/${entry.file}`;
}

test('a guest taps a notice on the home before the sections’ code has loaded, and the notice opens', async ({
  page,
}) => {
  await hideHomeBannerOverlays(page);
  const chunk = sectionsChunk();
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === chunk) requested.push(request.url());
  });
  // The sections' code never arrives during this test.
  await page.route(`**${chunk}`, () => {});

  await page.goto('/');
  // The app has taken over (goto waits for it) and the page is quiet: the code was not asked for.
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  const notices = page.getByRole('region', { name: 'Notice' });
  const first = notices.getByRole('listitem').first().getByRole('link');
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/notice\/\d+$/);
  const title = (await first.innerText()).split('\n')[0]?.trim() ?? '';
  await first.click();
  // The code is held back: the tap still opened the notice.
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('main')).toContainText(title.slice(0, 8));
});

test('the sections’ code loads when the guest scrolls toward them, and the day strip then works', async ({
  page,
}) => {
  await hideHomeBannerOverlays(page);
  const chunk = sectionsChunk();
  const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === chunk);
  await page.goto('/');
  await page.mouse.wheel(0, 400);
  await loaded;
  const programs = page.getByRole('region', { name: 'Programs' });
  // Another day of the week on screen (the one with today).
  const label = await programs
    .getByRole('group')
    .filter({ has: page.locator('button[aria-pressed="true"]') })
    .locator('button[aria-pressed="false"]')
    .first()
    .getAttribute('aria-label');
  const day = programs.getByRole('button', { name: label ?? '', exact: true });
  await day.scrollIntoViewIfNeeded();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
});

test('a tap on a day of the strip before the sections’ code has arrived is not lost', async ({
  page,
}) => {
  await hideHomeBannerOverlays(page);
  const chunk = sectionsChunk();
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${chunk}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const programs = page.getByRole('region', { name: 'Programs' });
  // Another day of the week on screen (the one with today).
  const label = await programs
    .getByRole('group')
    .filter({ has: page.locator('button[aria-pressed="true"]') })
    .locator('button[aria-pressed="false"]')
    .first()
    .getAttribute('aria-label');
  const day = programs.getByRole('button', { name: label ?? '', exact: true });
  await day.scrollIntoViewIfNeeded();
  await day.click();
  // React could not take the tap (the code is held back); it is replayed once the code is in.
  await page.waitForTimeout(300);
  await expect(day).toHaveAttribute('aria-pressed', 'false');
  release();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
});

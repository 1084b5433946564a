import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { waitForAppOnNavigation } from '../fixtures';
import { SANDBOX_OPERATOR } from './staff';

/**
 * Aids for the console's content specs: an EDITOR account made by the sandbox ADMIN
 * through the real operators call, a laptop-sized browser for the console, and a real image file
 * to upload.
 */

let made = 0;

/** A new operator of `role`, created by the sandbox ADMIN (POST /api/staff/operators/create). */
export async function createConsoleOperator(
  request: APIRequestContext,
  role: 'ADMIN' | 'EDITOR' | 'STAFF',
  name = '편집자',
): Promise<{ loginId: string; password: string; name: string }> {
  const { loginId, password } = SANDBOX_OPERATOR;
  const login = await request.post('/api/staff/login', { data: { loginId, password } });
  expect(login.ok(), `staff login answered ${login.status()}`).toBe(true);
  made += 1;
  const operator = {
    loginId: `${role.toLowerCase()}.${process.pid}.${Date.now().toString(36)}.${made}`,
    password: `${role.toLowerCase()}-pass-1234`,
    name,
  };
  const created = await request.post('/api/staff/operators/create', {
    data: { ...operator, role },
  });
  expect(
    created.ok(),
    `operator create answered ${created.status()}: ${await created.text()}`,
  ).toBe(true);
  return operator;
}

/** A new EDITOR, created by the sandbox ADMIN. */
export const createEditor = (request: APIRequestContext) =>
  createConsoleOperator(request, 'EDITOR');

/**
 * A browser of the operator's own at laptop size (the console's layout from 1024 px). `baseURL`:
 * a venue of the spec's own (support/own-venue.ts) instead of the suite's server.
 */
export async function laptopContext(
  browser: Browser,
  options: { baseURL?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...options,
    viewport: { width: 1280, height: 800 },
    hasTouch: false,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = waitForAppOnNavigation(await context.newPage());
  // The console must not log errors either (the fixtures watch only the test's own page).
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

/** A real PNG (a two-colour picture), as an operator's file would be. */
export async function pngFile(
  name: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 960, height: 720, channels: 3, background: { r: 236, g: 112, b: 72 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 480, height: 360, channels: 3, background: { r: 40, g: 70, b: 160 } },
        })
          .png()
          .toBuffer(),
        left: 240,
        top: 180,
      },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** YYYY-MM-DD, `days` after today in Seoul. */
export function seoulDaysAhead(days: number): string {
  const seoulNow = new Date(Date.now() + 9 * 60 * 60 * 1000);
  seoulNow.setUTCDate(seoulNow.getUTCDate() + days);
  return seoulNow.toISOString().slice(0, 10);
}

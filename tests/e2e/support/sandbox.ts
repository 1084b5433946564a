import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { captchaResponse, sandboxCaptchaResponse } from '@venue/contract';

/**
 * The sandbox test aids (sandbox mode only, which the e2e server runs in): what a tester reads off
 * their phone (the SMS inbox) and off the captcha image (its answer), and fresh identities. Two
 * workers share one server, and the server limits first SMS sends per phone number per day, so
 * every test invents its own phone numbers and provider account ids.
 */

/** A sandbox-IdP account id nobody else in this run uses ([A-Za-z0-9._-], at most 64). */
export function uniqueAccountId(label: string): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}`;
}

/** A fresh 010 mobile number (11 digits). */
export function uniquePhone(): string {
  return `010${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The code the sandbox agency sent to `phone` last (the inbox is newest first). */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/sandbox/api/sms/inbox?mdn=${phone}`);
  expect(response.ok(), `GET /sandbox/api/sms/inbox answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { data: { code: string }[] };
  const code = body.data[0]?.code;
  expect(code, `an SMS was delivered to ${phone}`).toMatch(/^\d{6}$/);
  return code!;
}

/** The digits of a live captcha, as GET /sandbox/api/captcha/{uuid} reveals them. */
export async function captchaAnswer(request: APIRequestContext, uuid: string): Promise<string> {
  const response = await request.get(`/sandbox/api/captcha/${uuid}`);
  expect(response.ok(), `GET /sandbox/api/captcha answered ${response.status()}`).toBe(true);
  return sandboxCaptchaResponse.parse(await response.json()).data.answer;
}

/**
 * Resolves with the uuid of the next captcha the page loads (GET /api/captcha). Call it before
 * the action that reveals the captcha step.
 */
export function nextCaptchaUuid(page: Page): Promise<string> {
  return page
    .waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        new URL(response.url()).pathname === '/api/captcha',
    )
    .then(async (response) => {
      expect(response.ok(), `GET /api/captcha answered ${response.status()}`).toBe(true);
      return captchaResponse.parse(await response.json()).data.uuid;
    });
}

/**
 * Saves a screenshot of what the viewport shows (`fullPage`: the whole page) when
 * E2E_SCREENSHOT_DIR is set (to look at the screens after a run); does nothing otherwise.
 */
export async function screenshotIfAsked(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

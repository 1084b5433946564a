import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import {
  getMainTitleInfoResponse,
  type MainTitleInfo,
  type ProgramListItem,
  programListResponse,
  sandboxReserveEntryResponse,
  sandboxSessionResponse,
  type ZoneListFloor,
  zoneListResponse,
} from '@venue/contract';
import { uniquePhone } from './sandbox';

/**
 * Aids for the home page specs: the server's own answers for what the home should show (read
 * through the real API, like support/api.ts), a ready member with an entry N days ahead (sandbox
 * endpoints), and full-page screenshots.
 */

export async function listProgramsOn(
  request: APIRequestContext,
  startDate: string,
): Promise<ProgramListItem[]> {
  const response = await request.post('/api/program/list', { data: { startDate } });
  expect(response.ok(), `POST /api/program/list answered ${response.status()}`).toBe(true);
  return programListResponse.parse(await response.json()).data;
}

export async function listZoneFloors(request: APIRequestContext): Promise<ZoneListFloor[]> {
  const response = await request.get('/api/zone/list');
  expect(response.ok(), `GET /api/zone/list answered ${response.status()}`).toBe(true);
  return zoneListResponse.parse(await response.json()).data;
}

/**
 * A verified member made by POST /sandbox/api/session (a fresh phone number, so runs never share
 * one): their token and id.
 */
export async function createSandboxMember(
  request: APIRequestContext,
  name: string,
): Promise<{ jwt: string; userIdx: number }> {
  const response = await request.post('/sandbox/api/session', {
    data: {
      name,
      birthYmd: '1992-03-14',
      gender: 'F',
      phoneNumber: uniquePhone(),
      telecomCode: '02',
      provider: 'kakao',
    },
  });
  expect(response.ok(), `POST /sandbox/api/session answered ${response.status()}`).toBe(true);
  const { jwt, userIdx } = sandboxSessionResponse.parse(await response.json()).data;
  return { jwt, userIdx };
}

/** POST /sandbox/api/reserve-entries: the member gets an entry on a seeded program N days ahead. */
export async function reserveEntryDaysAhead(
  request: APIRequestContext,
  userIdx: number,
  daysAhead: number,
  programType: 'RESERVATION' | 'APPLICATION' = 'RESERVATION',
) {
  const response = await request.post('/sandbox/api/reserve-entries', {
    data: { userIdx, daysAhead, programType },
  });
  expect(response.ok(), `POST /sandbox/api/reserve-entries answered ${response.status()}`).toBe(
    true,
  );
  return sandboxReserveEntryResponse.parse(await response.json()).data;
}

export async function getMainTitleInfo(
  request: APIRequestContext,
  jwt: string,
): Promise<MainTitleInfo> {
  const response = await request.post('/api/getMainTitleInfo', {
    data: {},
    headers: { 'x-access-token': jwt },
  });
  expect(response.ok(), `POST /api/getMainTitleInfo answered ${response.status()}`).toBe(true);
  return getMainTitleInfoResponse.parse(await response.json()).data;
}

/** Every page of the context starts with this member's token, as after a login. */
export async function useMemberToken(context: BrowserContext, jwt: string): Promise<void> {
  await context.addInitScript((token) => window.localStorage.setItem('jwt', token), jwt);
}

/** A full-page screenshot when E2E_SCREENSHOT_DIR is set (to look at after a run). */
export async function fullPageScreenshotIfAsked(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

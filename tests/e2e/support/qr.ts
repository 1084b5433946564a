import { type APIRequestContext, expect } from '@playwright/test';
import { getQrValueResponse, type QrValue, staffCheckInResponse } from '@venue/contract';
import { SANDBOX_OPERATOR } from './staff';

/**
 * Aids for the member's My QR specs: the member's pass as the server holds it, and the door
 * scan a staff member makes, through the real staff routes (its own login and cookie, in a
 * request context of its own so it never mixes with the member's).
 */

export async function getQrValue(request: APIRequestContext, jwt: string): Promise<QrValue> {
  const response = await request.post('/api/getQrValue', {
    data: {},
    headers: { 'x-access-token': jwt },
  });
  expect(response.ok(), `POST /api/getQrValue answered ${response.status()}`).toBe(true);
  return getQrValueResponse.parse(await response.json()).data;
}

/** Staff log in (sandbox operator) and scan `qrValue`, optionally at a program. */
export async function checkInAtTheDoor(
  staff: APIRequestContext,
  qrValue: string,
  place: { programIdx?: number } = {},
) {
  const login = await staff.post('/api/staff/login', {
    data: { loginId: SANDBOX_OPERATOR.loginId, password: SANDBOX_OPERATOR.password },
  });
  expect(login.ok(), `POST /api/staff/login answered ${login.status()}`).toBe(true);
  const response = await staff.post('/api/staff/checkin', { data: { qrValue, ...place } });
  expect(
    response.ok(),
    `POST /api/staff/checkin answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return staffCheckInResponse.parse(await response.json()).data;
}

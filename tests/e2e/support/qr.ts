import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import {
  getQrValueResponse,
  isPassCodeText,
  type QrValue,
  staffCheckInResponse,
} from '@venue/contract';
import jsQR from 'jsqr';
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

type Place = { programIdx?: number; zoneIdx?: number };

/**
 * Staff log in (sandbox operator) and scan at the door, optionally at a program or a zone:
 * the member's open My QR page (`Page`: what its screen shows now, read by a decoder, as a
 * camera would; decision 070's rotating code), or a text (a member who never opened My QR in a
 * browser holds an unbound pass, and its qrUuid or entry code still counts).
 */
export async function checkInAtTheDoor(
  staff: APIRequestContext,
  shown: Page | string,
  place: Place = {},
) {
  const qrValue = typeof shown === 'string' ? shown : await readLiveQr(shown);
  const response = await scanAtTheDoor(staff, qrValue, place);
  expect(
    response.ok(),
    `POST /api/staff/checkin answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return staffCheckInResponse.parse(await response.json()).data;
}

/** The scan itself, for a test that expects a refusal: the raw answer of POST /api/staff/checkin. */
export async function scanAtTheDoor(staff: APIRequestContext, qrValue: string, place: Place = {}) {
  const login = await staff.post('/api/staff/login', {
    data: { loginId: SANDBOX_OPERATOR.loginId, password: SANDBOX_OPERATOR.password },
  });
  expect(login.ok(), `POST /api/staff/login answered ${login.status()}`).toBe(true);
  return staff.post('/api/staff/checkin', { data: { qrValue, ...place } });
}

/**
 * What the member's My QR shows now, read off a screenshot of the code by jsqr: the rotating pass
 * code ('VP1:…') of a phone that holds the pass. Waits until the page draws one (the keys are
 * made and registered first) and until the screenshot decodes.
 */
export async function readLiveQr(page: Page): Promise<string> {
  const browser = page.context().browser();
  if (!browser) throw new Error('readLiveQr needs a page of a launched browser');
  const qr = page.getByRole('img', { name: '입장용 QR 코드' });
  await expect(qr).toHaveAttribute('data-mode', 'Alphanumeric', { timeout: 10_000 });
  const read = { text: '' };
  await expect
    .poll(
      async () => {
        read.text = (await decodeQrScreenshot(browser, await qr.screenshot())) ?? '';
        return isPassCodeText(read.text);
      },
      { message: 'jsqr reads a pass code off the My QR screen', timeout: 10_000 },
    )
    .toBe(true);
  return read.text;
}

/** A v4 UUID as the QR pass encodes it (decision 017): random, never a sequential id. */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Reads a QR code from a PNG screenshot the way a door scanner would: with a real decoder (`jsqr`,
 * the console's own fallback library) on the image's pixels, not by asking the page what it drew.
 * The PNG becomes RGBA pixels in a throwaway browser context (a canvas, so no image package is
 * needed in Node); jsqr then runs here in Node. Answers the decoded text, or null when the image
 * holds no readable code.
 */
export async function decodeQrScreenshot(browser: Browser, png: Buffer): Promise<string | null> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const image = await page.evaluate(
      async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context2d = canvas.getContext('2d');
        if (!context2d) throw new Error('no 2d canvas');
        context2d.drawImage(img, 0, 0);
        const { data } = context2d.getImageData(0, 0, canvas.width, canvas.height);
        return { width: canvas.width, height: canvas.height, rgba: Array.from(data) };
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    const code = jsQR(Uint8ClampedArray.from(image.rgba), image.width, image.height);
    return code?.data ?? null;
  } finally {
    await context.close();
  }
}

/**
 * TOTP itself (RFC 6238, decision 035) through otplib: SHA-1, 6 digits, 30-second steps, the
 * authenticator apps' common settings. A code is accepted one step either side of now (a phone's
 * clock a little off), and never for a step at or before the last one accepted, so a code that
 * was used — or seen over a shoulder after use — does not log anyone in again.
 */
import { generateSecret, generateURI, verify } from 'otplib';
import qrcode from 'qrcode-generator';

export const TOTP_PERIOD_SECONDS = 30;
/** ±1 step: the code of the step before and after now is still accepted. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/**
 * The otpauth:// URI an authenticator app reads: the venue as issuer, the login id as the
 * account. A colon would split the label, so none goes in.
 */
export function totpUri(issuer: string, loginId: string, secret: string): string {
  const clean = (text: string) => text.replaceAll(':', ' ').trim();
  return generateURI({ issuer: clean(issuer), label: clean(loginId), secret });
}

/**
 * The step `code` belongs to when it is right for `secret` now (±1 step) and later than
 * `afterStep`; null otherwise.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  afterStep: number | null,
  nowMs: number,
): Promise<number | null> {
  const epoch = Math.floor(nowMs / 1000);
  const currentStep = Math.floor(epoch / TOTP_PERIOD_SECONDS);
  // Every step of the window is used up (and otplib refuses an afterTimeStep past its window).
  if (afterStep !== null && afterStep >= currentStep + 1) return null;
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * The URI as a QR code in an SVG image, as a data: URL the console shows in an <img>: drawn
 * here, so the console's bundle carries no QR library. Error correction M, 4 px a module with
 * the quiet zone of 4 modules that scanners need; the image says its own size in pixels, so it
 * is shown at whole pixels a module (sharp for a camera, whatever the screen).
 */
export function totpQrDataUrl(uri: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(uri);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 4, margin: 16 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

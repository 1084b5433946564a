/**
 * The device-bound pass (decision 070). After the SMS verification that issues (or re-verifies)
 * today's pass, the phone has 10 minutes to register its keys with POST /api/qr/device: a
 * non-extractable ECDSA P-256 signing key and an ECDH P-256 key for the typed code, both as raw
 * public points in base64url. Registering on a second phone moves the pass there: the first
 * phone's key stops counting at once, and getQrValue tells that phone so.
 *
 * Refusals: 409 QR_NOT_ISSUED (no pass today), 409 QR_DEVICE_VERIFY_AGAIN (no verification in the
 * last 10 minutes: verify by SMS again on this phone), 400 with the field's message for a key
 * that is no P-256 point.
 */
import { z } from 'zod';
import { apiSuccess, isoDateTime, yn } from './envelope';

/** A P-256 public key, raw uncompressed (65 bytes), base64url without padding: 87 characters. */
const rawPublicKey = (error: string) =>
  z
    .string({ error })
    .regex(/^[A-Za-z0-9_-]{87}$/, { error })
    .refine((text) => text.startsWith('B'), { error });

export const registerPassDeviceBody = z
  .object({
    signingKey: rawPublicKey('기기 키가 올바르지 않아요.'),
    codeKey: rawPublicKey('입장 코드 키가 올바르지 않아요.'),
  })
  .strict();
export type RegisterPassDeviceBody = z.infer<typeof registerPassDeviceBody>;

export const registeredPassDevice = z.object({
  qrPassIdx: z.number().int(),
  /** passKeyId of the signing key: what getQrValue's deviceKeyId will say while this phone holds it */
  deviceKeyId: z.string(),
  /** The server's ECDH public key (raw, base64url): the phone derives the typed code's key with it. */
  serverCodeKey: z.string(),
  /** The server's clock now, for the phone's offset. */
  serverTime: isoDateTime,
  /** Y when the pass was on another phone until now (that phone's QR no longer counts). */
  movedFromOtherDeviceYn: yn,
});
export type RegisteredPassDevice = z.infer<typeof registeredPassDevice>;
export const registerPassDeviceResponse = apiSuccess(registeredPassDevice);

/** The QR pass's device fields in getQrValue (./qr.ts). */
export const qrPassDeviceFields = {
  /** Today's pass id (what the rotating code names), null without a pass. */
  qrPassIdx: z.number().int().nullable(),
  /**
   * passKeyId of the phone the pass is bound to; null while no phone is (a browser without Web
   * Crypto P-256 or IndexedDB shows qrUuid, as before, and staff see a warning).
   */
  deviceKeyId: z.string().nullable(),
  /** Y while a verification of the last 10 minutes lets a phone register (or move) the pass. */
  deviceRegistrationOpenYn: yn,
  /** The server's clock now, for the phone's offset. */
  serverTime: isoDateTime,
};

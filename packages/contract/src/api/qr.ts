import { z } from 'zod';
import { telecomCode } from './enums';
import { apiSuccess, emptyBody, ymd, yn } from './envelope';
import { qrPassDeviceFields } from './pass-device';

/**
 * POST /api/getQrValue (spec 000 §7). Payload not shown: empty, the member comes from the jwt.
 * A QR pass is issued by a successful auth/phone/verify with verifyType qrissue (14 or over) or
 * qrissueguardian (under 14), one per Seoul day (decision 017).
 * - qrAuthYn: Y when the member holds a valid pass today; qrUuid and entryCode are null otherwise.
 *   (getuserinfo and getMainTitleInfo use qrAuthYn for "checked in today" instead.)
 * - lastQrIssuedDate (designed): the Seoul day of the member's latest pass, today or earlier.
 * - entryCode (designed): 8 characters staff can type when the camera cannot read the screen.
 * - checkedInYn (designed): whether the member has checked in today.
 * - qrPassIdx, deviceKeyId, deviceRegistrationOpenYn, serverTime (decision 070): the pass's
 *   device binding (./pass-device.ts). With a device bound, the door refuses qrUuid and the
 *   static entryCode: only the phone's rotating code and typed code count. qrUuid stays here for
 *   the member's own live stream.
 */
export const getQrValueBody = emptyBody;
export const qrValue = z.object({
  qrAuthYn: yn,
  qrUuid: z.uuid().nullable(),
  entryCode: z.string().nullable(),
  telecomCode: telecomCode.nullable(),
  marketingAgreementYn: yn,
  lastQrIssuedDate: ymd.nullable(),
  checkedInYn: yn,
  ...qrPassDeviceFields,
});
export type QrValue = z.infer<typeof qrValue>;
export const getQrValueResponse = apiSuccess(qrValue);

/**
 * GET /api/sse/subscribe?qrUuid= (spec 000 §7): a server-sent event stream for the member's own
 * pass of today (a jwt is required; any other qrUuid is 404 before a stream opens). Send
 * Last-Event-ID on reconnect to receive the check-ins missed in between.
 */
export const sseSubscribeQuery = z.object({
  qrUuid: z.uuid({ error: 'QR 정보가 올바르지 않습니다.' }),
});

/**
 * One check-in event's data (JSON in the SSE `data:` line, not wrapped in the envelope). With
 * tutorialYn Y and a tutorialLink the client offers /tutorial/{programIdx}; the client closes the
 * stream after the first message.
 */
export const sseMessage = z.object({
  programIdx: z.number().int().nullable(),
  tutorialYn: yn,
  tutorialLink: z.string().nullable(),
});
export type SseMessage = z.infer<typeof sseMessage>;

// The entry-code rules are zod-free so the staff console can use them in the browser.
export {
  ENTRY_CODE_ALPHABET,
  ENTRY_CODE_LENGTH,
  formatEntryCode,
  parseQrInput,
  type QrInput,
} from '../domain/qr-input';

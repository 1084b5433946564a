import { z } from 'zod';
import { telecomCode } from './enums';
import { apiSuccess, emptyBody, ymd, yn } from './envelope';

/**
 * POST /api/getQrValue (spec 000 §7). Payload not shown: empty, the member comes from the jwt.
 * A QR is issued by a successful auth/phone/verify with verifyType qrissue or qrissueguardian;
 * qrUuid is null until then. lastQrIssuedDate (designed here) lets /qrissue skip to /qrComplet
 * when a QR was already issued today.
 */
export const getQrValueBody = emptyBody;
export const qrValue = z.object({
  qrAuthYn: yn,
  qrUuid: z.uuid().nullable(),
  telecomCode: telecomCode.nullable(),
  marketingAgreementYn: yn,
  lastQrIssuedDate: ymd.nullable(),
});
export type QrValue = z.infer<typeof qrValue>;
export const getQrValueResponse = apiSuccess(qrValue);

/** GET /api/sse/subscribe?qrUuid= (spec 000 §7): a server-sent event stream. */
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

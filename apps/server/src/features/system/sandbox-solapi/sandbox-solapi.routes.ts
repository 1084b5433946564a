/**
 * The sandbox messaging provider (sandbox mode only, decision 059): SOLAPI's send endpoint under
 * `/sandbox/solapi`, so features/messages' real SOLAPI client runs end to end against it. A
 * request must carry SOLAPI's HMAC signature made with the configured key and secret (in sandbox
 * mode SANDBOX_SOLAPI's unless SOLAPI_API_KEY/SECRET are set), so any correctly signing SOLAPI
 * client can send through it. Each message is kept as the phone would show it: a 알림톡, or the
 * same text by SMS (≤ 90 bytes) or LMS when the phone cannot take 알림톡. A repeated
 * `customFields.messageKey` answers the first message again instead of sending a second.
 *
 * Like SOLAPI, it then reports each new message's delivery to `POST /api/webhooks/solapi`, signed
 * with the same keys, and tries again (five times, backing off) until it is answered 200: a
 * 알림톡 received (`ATA` 4000), or for a phone off KakaoTalk the 알림톡 refused (`ATA` 3104) and
 * the SMS/LMS received.
 *
 * `GET /sandbox/api/messages?phone=` answers a phone's messages, newest first, and
 * `GET /sandbox/messages?phone=` shows them as KakaoTalk bubbles (sandbox-messages.page.ts). Faults are armed
 * through `POST /sandbox/api/faults` (sandbox-faults.ts): `{"messages":"alimtalk-undeliverable",
 * "phone":"…"}` and `{"messages":"provider-down","times":N}`.
 */
import { randomUUID } from 'node:crypto';
import { apiSuccess, isoDateTime, mobileNumber, toSeoulIso } from '@venue/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { SMS_MAX_BYTES, smsBytes } from '../../messages/solapi/sms-bytes';
import {
  authorizationHeader,
  type SolapiKeys,
  verifyAuthorization,
} from '../../messages/solapi/solapi-auth';
import { renderSandboxMessagesPage } from './sandbox-messages.page';
import { listSandboxPhone, receiveSandboxMessage } from './sandbox-solapi.repository';

/** What the sandbox was told to do to messages. */
export interface SandboxMessageFaults {
  /** phones that are not KakaoTalk users: their 알림톡 falls back to SMS/LMS */
  undeliverable: Set<string>;
  /** how many more send requests answer 503 */
  providerDown: number;
}

export function createSandboxMessageFaults(): SandboxMessageFaults {
  return { undeliverable: new Set(), providerDown: 0 };
}

const kakaoButton = z.object({
  buttonName: z.string().max(28),
  buttonType: z.string(),
  linkMo: z.string().max(500).optional(),
  linkPc: z.string().max(500).nullable().optional(),
});
const sendBody = z.object({
  messages: z
    .array(
      z.object({
        to: z.string().regex(/^[0-9]{9,11}$/),
        from: z
          .string()
          .regex(/^[0-9]{8,11}$/)
          .optional(),
        type: z.enum(['SMS', 'LMS', 'ATA']).optional(),
        text: z.string().min(1).max(2000),
        kakaoOptions: z
          .object({
            pfId: z.string(),
            templateId: z.string().max(40).optional(),
            disableSms: z.boolean().optional(),
            buttons: z.array(kakaoButton).max(5).optional(),
          })
          .optional(),
        customFields: z.record(z.string(), z.string().max(60)).optional(),
      }),
    )
    .min(1)
    .max(100),
  allowDuplicates: z.boolean().optional(),
  showMessageList: z.boolean().optional(),
});

const phoneMessage = z.object({
  channel: z.enum(['ALIMTALK', 'SMS', 'LMS']),
  kind: z.string().nullable(),
  templateCode: z.string().nullable(),
  text: z.string(),
  buttons: z.array(z.object({ name: z.string(), url: z.string() })),
  status: z.string(),
  createdAt: isoDateTime,
});
export const sandboxPhoneMessagesResponse = apiSuccess(
  z.object({ messages: z.array(phoneMessage) }),
);

/** SOLAPI's way with reports: soon after the send, again until answered 200. */
function reportLater(app: FastifyInstance, keys: SolapiKeys, reports: object[]): void {
  const attempt = async (tries: number) => {
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/webhooks/solapi',
        headers: { authorization: authorizationHeader(keys), 'content-type': 'application/json' },
        payload: reports,
      });
      if (response.statusCode !== 200 && tries < 5) {
        setTimeout(() => void attempt(tries + 1), 100 * 2 ** tries).unref();
      }
    } catch {
      // The server closed meanwhile; a real provider would try later, the sandbox lets it go.
    }
  };
  setTimeout(() => void attempt(0), 20).unref();
}

export const sandboxSolapiRoutes: FastifyPluginAsync<{ faults: SandboxMessageFaults }> = async (
  app,
  { faults },
) => {
  app.post('/sandbox/solapi/messages/v4/send-many/detail', async (request, reply) => {
    const keys = app.config.messaging;
    if (!keys || !verifyAuthorization(request.headers.authorization, keys)) {
      return reply
        .code(403)
        .send({ errorCode: 'InvalidAPIKey', errorMessage: '인증 정보가 올바르지 않습니다.' });
    }
    if (faults.providerDown > 0) {
      faults.providerDown -= 1;
      return reply
        .code(503)
        .send({ errorCode: 'ServiceUnavailable', errorMessage: '일시적인 오류' });
    }
    const parsed = sendBody.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ errorCode: 'ValidationError', errorMessage: '요청 형식이 올바르지 않습니다.' });
    }
    const groupId = `G4V${randomUUID().replaceAll('-', '').slice(0, 23).toUpperCase()}`;
    const messageList = [];
    for (const message of parsed.data.messages) {
      const alimtalk = message.type === 'ATA' && !faults.undeliverable.has(message.to);
      const channel = alimtalk
        ? 'ALIMTALK'
        : message.type !== 'LMS' && smsBytes(message.text) <= SMS_MAX_BYTES
          ? 'SMS'
          : 'LMS';
      const stored = await receiveSandboxMessage(app.db, {
        providerMessageId: `M4V${randomUUID().replaceAll('-', '').slice(0, 23).toUpperCase()}`,
        messageKey: message.customFields?.messageKey ?? null,
        phoneNumber: message.to,
        channel,
        templateCode: message.kakaoOptions?.templateId ?? null,
        kind: message.customFields?.kind ?? null,
        text: message.text,
        buttons: alimtalk
          ? (message.kakaoOptions?.buttons ?? []).map((button) => ({
              name: button.buttonName,
              url: button.linkMo ?? '',
            }))
          : [],
        status: 'DELIVERED',
      });
      if (stored.created) {
        reportLater(app, keys, [
          ...(message.type === 'ATA' && !alimtalk
            ? [{ messageId: stored.providerMessageId, statusCode: '3104', type: 'ATA' }]
            : []),
          {
            messageId: stored.providerMessageId,
            statusCode: '4000',
            type: alimtalk ? 'ATA' : channel,
          },
        ]);
      }
      messageList.push({
        messageId: stored.providerMessageId,
        statusCode: '2000',
        statusMessage: '정상 접수(이통사로 접수 예정) ',
        ...(message.customFields ? { customFields: message.customFields } : {}),
      });
    }
    const total = messageList.length;
    return {
      failedMessageList: [],
      groupInfo: {
        count: {
          total,
          sentTotal: 0,
          sentFailed: 0,
          sentSuccess: 0,
          sentPending: total,
          sentReplacement: 0,
          refund: 0,
          registeredFailed: 0,
          registeredSuccess: total,
        },
        status: 'SENDING',
        groupId,
        allowDuplicates: parsed.data.allowDuplicates ?? false,
        isRefunded: false,
        apiVersion: '4',
        dateCreated: new Date().toISOString(),
        dateUpdated: new Date().toISOString(),
      },
      messageList,
    };
  });

  const phoneMessages = async (phone: string) =>
    (await listSandboxPhone(app.db, phone)).map((row) => ({
      channel: row.channel,
      kind: row.kind,
      templateCode: row.templateCode,
      text: row.text,
      buttons: row.buttons,
      status: row.status,
      createdAt: toSeoulIso(row.createdAt),
    }));

  app.get('/sandbox/api/messages', async (request) => {
    const phone = mobileNumber.safeParse((request.query as { phone?: string }).phone);
    if (!phone.success) throw new AppError(400, 'VALIDATION_FAILED');
    return ok({ messages: await phoneMessages(phone.data) });
  });

  app.get('/sandbox/messages', async (request, reply) => {
    const query = (request.query as { phone?: unknown }).phone;
    const parsed = mobileNumber.safeParse(typeof query === 'string' ? query : undefined);
    const phone = parsed.success ? parsed.data : null;
    const messages = phone ? await phoneMessages(phone) : [];
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderSandboxMessagesPage(phone, messages));
  });
};

/**
 * Integrations (decision 067): API tokens an ADMIN issues for the staff API
 * (`Authorization: Bearer vt_…`), and webhooks that tell another system what happened, signed as
 * the Standard Webhooks specification says (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`: HMAC-SHA256 under the endpoint's `whsec_` secret).
 */
import { z } from 'zod';
import { apiSuccess, emptyBody, idNumber, isoDateTime, safeText } from './envelope';

// ── API tokens ─────────────────────────────────────────────────────────────────

/** A token acts as a STAFF or an EDITOR; ADMIN work (tokens, operators, settings) needs a person. */
export const API_TOKEN_ROLES = ['STAFF', 'EDITOR'] as const;
export type ApiTokenRole = (typeof API_TOKEN_ROLES)[number];

export const API_TOKEN_STATES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type ApiTokenState = (typeof API_TOKEN_STATES)[number];
export const API_TOKEN_STATE_LABELS: Record<ApiTokenState, string> = {
  ACTIVE: '사용 중',
  EXPIRED: '만료',
  REVOKED: '폐기',
};

/** Longest a token lives: a year. */
export const API_TOKEN_MAX_DAYS = 366;

export const apiTokenIssueBody = z
  .object({
    name: safeText('토큰 이름을 입력해 주세요.')
      .trim()
      .min(1, { error: '토큰 이름을 입력해 주세요.' })
      .max(50, { error: '토큰 이름은 50자까지예요.' }),
    role: z.enum(API_TOKEN_ROLES, { error: '권한은 현장 운영(STAFF)이나 편집(EDITOR)이에요.' }),
    /** ISO 8601; after now and at most a year ahead */
    expiresAt: isoDateTime,
  })
  .strict();

export const apiTokenItem = z.object({
  tokenIdx: z.number().int(),
  name: z.string(),
  role: z.enum(API_TOKEN_ROLES),
  /** the secret's first characters, to tell tokens apart (vt_ab12cd…) */
  prefix: z.string(),
  state: z.enum(API_TOKEN_STATES),
  stateLabel: z.string(),
  /** Seoul ISO */
  expiresAt: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiTokenItem = z.infer<typeof apiTokenItem>;

/** The secret is answered once, here; only its SHA-256 is kept. */
export const apiTokenIssueResponse = apiSuccess(
  z.object({ token: z.string(), item: apiTokenItem }),
);
export const apiTokenListBody = emptyBody;
export const apiTokenListResponse = apiSuccess(z.object({ list: z.array(apiTokenItem) }));
export const apiTokenRevokeBody = z.object({ tokenIdx: idNumber() }).strict();
export const apiTokenRevokeResponse = apiSuccess(apiTokenItem);

// ── Webhooks ───────────────────────────────────────────────────────────────────

export const WEBHOOK_EVENTS = [
  'entry.created',
  'entry.cancelled',
  'entry.checked_in',
  'entry.no_show',
  'draw.completed',
  'waitlist.offered',
  'waitlist.accepted',
  'waitlist.expired',
  'program.published',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'entry.created': '예약·응모 접수',
  'entry.cancelled': '예약·응모 취소',
  'entry.checked_in': '입장',
  'entry.no_show': '불참',
  'draw.completed': '추첨 완료',
  'waitlist.offered': '대기 예약 제안',
  'waitlist.accepted': '대기 예약 수락',
  'waitlist.expired': '대기 예약 제안 만료',
  'program.published': '프로그램 게시',
};

export const WEBHOOK_DELIVERY_STATES = ['PENDING', 'RETRYING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
export const WEBHOOK_DELIVERY_STATE_LABELS: Record<WebhookDeliveryState, string> = {
  PENDING: '보내는 중',
  RETRYING: '다시 시도 중',
  DELIVERED: '전달됨',
  FAILED: '실패',
};

export const webhookSaveBody = z
  .object({
    /** absent: a new endpoint (its secret is answered once) */
    webhookIdx: idNumber().optional(),
    /** https (http only to a loopback host while the server runs in sandbox mode) */
    url: safeText('받을 주소(URL)를 입력해 주세요.')
      .trim()
      .min(1, { error: '받을 주소(URL)를 입력해 주세요.' })
      .max(500, { error: '주소는 500자까지예요.' }),
    description: safeText().trim().max(100, { error: '설명은 100자까지예요.' }).default(''),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: '알 수 없는 이벤트예요.' }))
      .min(1, { error: '받을 이벤트를 하나 이상 골라 주세요.' })
      .max(WEBHOOK_EVENTS.length),
    active: z.boolean().default(true),
  })
  .strict();

export const webhookItem = z.object({
  webhookIdx: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdAt: z.string(),
  /** deliveries of the last 24 hours by state */
  recent: z.object({
    delivered: z.number().int(),
    failed: z.number().int(),
    waiting: z.number().int(),
  }),
});
export type WebhookItem = z.infer<typeof webhookItem>;

export const webhookSaveResponse = apiSuccess(
  z.object({
    webhook: webhookItem,
    /** only when the endpoint is new: `whsec_` + base64, for the receiver to verify signatures */
    secret: z.string().nullable(),
  }),
);
export const webhookListBody = emptyBody;
export const webhookListResponse = apiSuccess(z.object({ list: z.array(webhookItem) }));

export const webhookDeliveriesBody = z
  .object({ webhookIdx: idNumber(), before: idNumber().optional() })
  .strict();
export const webhookDelivery = z.object({
  deliveryIdx: z.number().int(),
  /** `webhook-id`: the same on every attempt and resend, for the receiver to drop repeats */
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENTS),
  eventLabel: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  stateLabel: z.string(),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastResponse: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  payload: z.unknown(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
/** Newest first, 50 at a time (`before`: the last deliveryIdx seen). */
export const webhookDeliveriesResponse = apiSuccess(
  z.object({ list: z.array(webhookDelivery), more: z.boolean() }),
);
export const webhookResendBody = z.object({ deliveryIdx: idNumber() }).strict();
export const webhookResendResponse = apiSuccess(webhookDelivery);

/**
 * The console's 메시지 page: every 알림톡 and SMS the venue sent, with its kind,
 * template, channel, state history, cost and times, filtered by Seoul day, kind, state, program
 * and member; the day's totals and cost; and a FAILED message sent again. All `POST
 * /api/staff/messages/...` with the staff cookie: STAFF and EDITOR read names and phones masked
 * (`domain/masking.ts`), ADMIN in full; EDITOR and ADMIN resend.
 */
import { z } from 'zod';
import { apiSuccess, idNumber, isoDateTime, page, paged, safeText, ymd, yn } from './envelope';
import { messageKind } from './messages';

/** A message's states (the `messages` table's `status`): QUEUED → SENDING → SENT → … */
export const MESSAGE_STATUSES = [
  'QUEUED',
  'SENDING',
  'SENT',
  'DELIVERED',
  'FALLBACK_SENT',
  'FAILED',
] as const;
export const messageStatus = z.enum(MESSAGE_STATUSES, { error: '알 수 없는 발송 상태예요.' });
export type MessageStatus = z.infer<typeof messageStatus>;

/** The states in the console's words (the list, the filter and the detail's timeline). */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  QUEUED: '대기',
  SENDING: '발송 중',
  SENT: '발송됨',
  DELIVERED: '전달됨',
  FALLBACK_SENT: '대체 발송(SMS/LMS)',
  FAILED: '실패',
};

/** The channel a message reached the phone by: 알림톡, or SMS / LMS after a fallback. */
export const MESSAGE_CHANNELS = ['ALIMTALK', 'SMS', 'LMS'] as const;
export const messageChannel = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof messageChannel>;
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  ALIMTALK: '알림톡',
  SMS: 'SMS',
  LMS: 'LMS',
};

const messageSearch = safeText('이름이나 전화번호를 입력해 주세요.')
  .trim()
  .min(1, { error: '이름이나 전화번호를 입력해 주세요.' })
  .max(40, { error: '검색어는 40자 이하로 입력해 주세요.' });

export const STAFF_MESSAGE_PAGE_SIZE = 30;

// ── POST /api/staff/messages/list ───────────────────────────────────────────

/**
 * Newest first, 30 a page. `date`: a Seoul day (absent: today; null: every day, as the 발송 실패
 * list asks); `programIdx`: messages about that program's entries (cause `entry:<idx>`);
 * `userIdx` one member; `search` a member's name (part of it), the phone's last four digits, a
 * whole phone (below ADMIN matched on its prefix and last four, as it is shown) or the member
 * number.
 */
export const staffMessageListBody = z
  .object({
    date: ymd.nullable().optional(),
    kind: messageKind.optional(),
    status: messageStatus.optional(),
    programIdx: idNumber().optional(),
    userIdx: idNumber().optional(),
    search: messageSearch.optional(),
    page,
  })
  .strict();
export type StaffMessageListBody = z.input<typeof staffMessageListBody>;
/** The body as the server reads it (`page` defaulted). */
export type StaffMessageListFilter = z.output<typeof staffMessageListBody>;

export const staffMessageRow = z.object({
  messageIdx: z.number().int(),
  /** RESERVATION_CONFIRMED, … and its Korean name */
  kind: z.string(),
  kindLabel: z.string(),
  /** the 알림톡 template it went by; null when it went by SMS/LMS (template not approved, 광고성) */
  templateCode: z.string().nullable(),
  /** the channel it reached (or is reaching) the phone by; null while nothing was sent */
  channel: messageChannel.nullable(),
  status: messageStatus,
  statusLabel: z.string(),
  /** what it cost (won, the list prices of `unitCosts`): 0 unless SENT or beyond on a channel */
  costKrw: z.number().int(),
  userIdx: z.number().int().nullable(),
  /** masked (김*늘) unless the operator is ADMIN; null without a member */
  memberName: z.string().nullable(),
  /** the recipient, masked (010-****-5678) unless the operator is ADMIN */
  phoneNumber: z.string(),
  /** the program of the entry it is about, null for other causes (an inquiry's answer) */
  programIdx: z.number().int().nullable(),
  programName: z.string().nullable(),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
});
export type StaffMessageRow = z.infer<typeof staffMessageRow>;

export const staffMessageList = paged(staffMessageRow).extend({
  /** the day listed (null: every day) */
  date: ymd.nullable(),
  /** Y when names and phones are masked (below ADMIN) */
  maskedYn: yn,
});
export type StaffMessageList = z.infer<typeof staffMessageList>;
export const staffMessageListResponse = apiSuccess(staffMessageList);

// ── POST /api/staff/messages/detail ─────────────────────────────────────────

export const staffMessageDetailBody = z.object({ messageIdx: idNumber() }).strict();

export const messageStep = z.object({
  status: messageStatus,
  statusLabel: z.string(),
  at: isoDateTime,
  /** what the provider or the operator said: a failure's cause, `재발송 요청 by <login id>` */
  detail: z.string().nullable(),
});
export type MessageStep = z.infer<typeof messageStep>;

export const staffMessageDetail = staffMessageRow.extend({
  /**
   * The text as sent; below ADMIN the member's name in it is masked. Signed links (a reminder's
   * 갈게요 / 못 가요, a calendar file) never leave the server: their token reads `(서명된 링크)`.
   */
  text: z.string(),
  buttons: z.array(z.object({ name: z.string(), url: z.string() })),
  /** every state it went through, oldest first */
  history: z.array(messageStep),
  maskedYn: yn,
});
export type StaffMessageDetail = z.infer<typeof staffMessageDetail>;
export const staffMessageDetailResponse = apiSuccess(staffMessageDetail);

// ── POST /api/staff/messages/summary ────────────────────────────────────────

/** A Seoul day's totals (absent: today). */
export const staffMessageSummaryBody = z.object({ date: ymd.optional() }).strict();

export const staffMessageSummary = z.object({
  date: ymd,
  totalCount: z.number().int(),
  /** every state, in MESSAGE_STATUSES order, with its count (0 included) */
  byStatus: z.array(
    z.object({ status: messageStatus, label: z.string(), count: z.number().int() }),
  ),
  /** per channel: messages that reached SENT or beyond on it, and what they cost */
  byChannel: z.array(
    z.object({
      channel: messageChannel,
      label: z.string(),
      count: z.number().int(),
      unitCostKrw: z.number().int(),
      costKrw: z.number().int(),
    }),
  ),
  costKrw: z.number().int(),
});
export type StaffMessageSummary = z.infer<typeof staffMessageSummary>;
export const staffMessageSummaryResponse = apiSuccess(staffMessageSummary);

// ── POST /api/staff/messages/resend (EDITOR) ────────────────────────────────

/**
 * A FAILED message sent again: back to QUEUED with a new send job, under the same key, so the
 * provider never repeats one it did receive. 409 MESSAGE_NOT_FAILED for any other state (it may
 * have been resent a moment ago).
 */
export const staffMessageResendBody = z.object({ messageIdx: idNumber() }).strict();
export const staffMessageResendResponse = apiSuccess(
  z.object({ messageIdx: z.number().int(), status: messageStatus, statusLabel: z.string() }),
);

// ── Templates ─────────────────────────────────────────────────

/**
 * A 알림톡 template's review at Kakao, as SOLAPI names its states: registered but not yet asked
 * for (PENDING), under review (INSPECTING), approved, rejected. Only an APPROVED template goes
 * as 알림톡; the others' messages go by SMS/LMS with the same text and the buttons as links.
 */
export const TEMPLATE_REVIEW_STATUSES = ['PENDING', 'INSPECTING', 'APPROVED', 'REJECTED'] as const;
export const templateReviewStatus = z.enum(TEMPLATE_REVIEW_STATUSES, {
  error: '알 수 없는 검수 상태예요.',
});
export type TemplateReviewStatus = z.infer<typeof templateReviewStatus>;
export const TEMPLATE_REVIEW_LABELS: Record<TemplateReviewStatus, string> = {
  PENDING: '검수 요청 전',
  INSPECTING: '검수 중',
  APPROVED: '승인',
  REJECTED: '반려',
};

/**
 * 정보성 (what the member did or asked for) or 광고성 (정보통신망법 §50): an advertising message
 * goes only to members who agreed to 광고성 정보 수신, never between 21:00 and 08:00 (Seoul), and
 * never as 알림톡 (Kakao refuses promotion there): by SMS/LMS, marked (광고).
 */
export const MESSAGE_CLASSES = ['INFORMATION', 'ADVERTISING'] as const;
export const messageClass = z.enum(MESSAGE_CLASSES, { error: '알 수 없는 메시지 성격이에요.' });
export type MessageClass = z.infer<typeof messageClass>;
export const MESSAGE_CLASS_LABELS: Record<MessageClass, string> = {
  INFORMATION: '정보성',
  ADVERTISING: '광고성',
};

/** The line a 광고성 text ends with (정보통신망법 §50: how to refuse, free of charge). */
export const ADVERTISING_OPT_OUT =
  '무료 수신 거부: 앱의 설정 > 약관 및 정책에서 광고성 정보 수신을 끌 수 있어요.';

/** How a kind's messages go out now: 알림톡 (approved, informational) or SMS/LMS. */
export const TEMPLATE_CHANNELS = ['ALIMTALK', 'SMS'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];

/** 알림톡's limit for a template's text. */
export const TEMPLATE_TEXT_MAX = 1000;

export const staffMessageTemplate = z.object({
  kind: messageKind,
  kindLabel: z.string(),
  /** the template's code at the provider (SOLAPI's templateId) */
  code: z.string(),
  text: z.string(),
  /** the link buttons, fixed per kind (their addresses carry the entry and signed links) */
  buttons: z.array(z.object({ name: z.string(), path: z.string() })),
  /** the `#{…}` names its text may use, e.g. 이름, 프로그램 (not those only its buttons carry) */
  variables: z.array(z.string()),
  reviewStatus: templateReviewStatus,
  reviewStatusLabel: z.string(),
  /** Kakao's reason for a rejection, as the operator noted it */
  reviewComment: z.string().nullable(),
  messageClass,
  /** Y for 예약 확정, 응모 완료, 취소 안내: always 정보성 */
  essentialYn: yn,
  /** how its messages go out now */
  channel: z.enum(TEMPLATE_CHANNELS),
  /** null while the built-in template was never edited */
  updatedAt: isoDateTime.nullable(),
  updatedBy: z.string().nullable(),
});
export type StaffMessageTemplate = z.infer<typeof staffMessageTemplate>;

// ── POST /api/staff/message-templates/list ──────────────────────────────────

export const staffMessageTemplateListBody = z.object({}).strict();
export const staffMessageTemplateListResponse = apiSuccess(
  z.object({ templates: z.array(staffMessageTemplate) }),
);

// ── POST /api/staff/message-templates/update (EDITOR) ───────────────────────

/**
 * A kind's template as the operator registered it at the provider: its code, its text (the
 * kind's `#{…}` names only: 400 TEMPLATE_VARIABLE_UNKNOWN otherwise), its review state and
 * 성격. Audited. 예약 확정, 응모 완료 and 취소 안내 stay 정보성 (400 TEMPLATE_ESSENTIAL_INFORMATION).
 */
export const staffMessageTemplateUpdateBody = z
  .object({
    kind: messageKind,
    code: z
      .string({ error: '템플릿 코드를 입력해 주세요.' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, {
        error: '템플릿 코드는 영문, 숫자, _ 와 - 로 40자까지 입력해 주세요.',
      }),
    text: safeText('템플릿 문구를 입력해 주세요.')
      .refine((text) => text.trim().length > 0, { error: '템플릿 문구를 입력해 주세요.' })
      .refine((text) => text.length <= TEMPLATE_TEXT_MAX, {
        error: `템플릿 문구는 ${TEMPLATE_TEXT_MAX.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
      }),
    reviewStatus: templateReviewStatus,
    reviewComment: safeText('반려 사유를 글자로 입력해 주세요.')
      .trim()
      .max(500, { error: '반려 사유는 500자 이하로 입력해 주세요.' })
      .nullable()
      .optional(),
    messageClass,
  })
  .strict();
export type StaffMessageTemplateUpdateBody = z.input<typeof staffMessageTemplateUpdateBody>;
export const staffMessageTemplateUpdateResponse = apiSuccess(staffMessageTemplate);

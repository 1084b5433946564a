/**
 * Messages outside the app (decision 059). SOLAPI's delivery reports reach
 * `POST /api/webhooks/solapi` as a JSON array, one report per message: the provider's message
 * id, its result code (`4000` received) and the channel it went by (`ATA` for 알림톡, `SMS`/`LMS`
 * after a fallback). Other fields SOLAPI sends are ignored.
 */
import { z } from 'zod';
import { apiSuccess } from './envelope';

/** The kinds of message the venue sends, each with its 알림톡 template. */
export const MESSAGE_KINDS = [
  'RESERVATION_CONFIRMED',
  'APPLICATION_RECEIVED',
  'ENTRY_CANCELLED',
  'DRAW_WON',
  'DRAW_LOST',
  'DRAW_OFFERED',
  'VISIT_REMINDER_DAY_BEFORE',
  'VISIT_REMINDER_SOON',
  'CHECKED_IN',
  'INQUIRY_ANSWERED',
  'WAITLIST_OFFERED',
  'WAITLIST_CLOSED',
  'NOSHOW_NOTICE',
] as const;
export const messageKind = z.enum(MESSAGE_KINDS, { error: '알 수 없는 메시지 종류예요.' });
export type MessageKind = z.infer<typeof messageKind>;

/** What the console calls each kind. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  RESERVATION_CONFIRMED: '예약 확정',
  APPLICATION_RECEIVED: '응모 완료',
  ENTRY_CANCELLED: '예약·응모 취소',
  DRAW_WON: '당첨',
  DRAW_LOST: '미당첨',
  DRAW_OFFERED: '당첨 기회 제안',
  VISIT_REMINDER_DAY_BEFORE: '방문 전날 리마인더',
  VISIT_REMINDER_SOON: '방문 3시간 전 리마인더',
  CHECKED_IN: '입장 완료',
  INQUIRY_ANSWERED: '문의 답변',
  WAITLIST_OFFERED: '대기 예약 제안',
  WAITLIST_CLOSED: '대기 종료 안내',
  NOSHOW_NOTICE: '불참 안내',
};

/** Kinds a member cannot turn off or an operator switch off: they confirm what the member did. */
export const ESSENTIAL_MESSAGE_KINDS: readonly MessageKind[] = [
  'RESERVATION_CONFIRMED',
  'APPLICATION_RECEIVED',
  'ENTRY_CANCELLED',
  'WAITLIST_OFFERED',
  'DRAW_OFFERED',
];

/**
 * The venue's message settings (part of the venue settings): kinds switched off, and the hour
 * (Seoul) the day-before reminder goes out, 08–20 so it never falls in the quiet hours.
 */
export const venueMessageSettings = z
  .object({
    disabledKinds: z
      .array(messageKind)
      .max(MESSAGE_KINDS.length)
      .refine((kinds) => kinds.every((kind) => !ESSENTIAL_MESSAGE_KINDS.includes(kind)), {
        error: '예약 확정, 응모 완료, 취소 안내, 대기 예약 제안, 당첨 기회 제안은 끌 수 없어요.',
      })
      .default([]),
    reminderHour: z
      .number({ error: '리마인더 발송 시각을 숫자로 입력해 주세요.' })
      .int({ error: '리마인더 발송 시각은 정시로 입력해 주세요.' })
      .min(8, { error: '리마인더는 08시부터 보낼 수 있어요.' })
      .max(20, { error: '리마인더는 20시까지 보낼 수 있어요.' })
      .default(10),
  })
  .strict();
export type VenueMessageSettings = z.output<typeof venueMessageSettings>;

export const messageReport = z.object({
  messageId: z.string().min(1).max(60),
  statusCode: z.string().regex(/^\d{4}$/),
  type: z.enum(['ATA', 'SMS', 'LMS']),
});
export type MessageReport = z.infer<typeof messageReport>;
export const messageReportBody = z.array(messageReport).min(1).max(100);
/** How many reports moved a message forward (a replayed report moves nothing). */
export const messageReportResponse = apiSuccess(z.object({ applied: z.number().int() }));

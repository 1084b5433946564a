/**
 * One-tap answers to the visit reminder (designed): the reminder's 갈게요 and 못 가요
 * buttons open /visit-answer/{token} in the visitor app, without a login. The token is a signed
 * link for one entry and one answer that lapses when the visit begins.
 *
 * - read: what the link answers and the entry as it stands (the page shows it before and after);
 * - submit: gives the answer. 갈게요 records it; 못 가요 cancels the entry with the same rules and
 *   messages as a cancel in the app. Both are idempotent: a second submit changes nothing and
 *   answers the current state.
 * A token that does not verify is 404 LINK_INVALID; submitting one past the start is 409
 * LINK_EXPIRED (reading it still shows the entry).
 */
import { z } from 'zod';
import { apiSuccess } from './envelope';

export const visitAnswer = z.enum(['COMING', 'NOT_COMING']);
export type VisitAnswer = z.infer<typeof visitAnswer>;

export const visitAnswerBody = z
  .object({
    /** a signed link's token: digits, letters, '.', '_' and '-' */
    token: z
      .string({ error: '링크가 올바르지 않아요.' })
      .regex(/^[0-9A-Za-z._-]{1,80}$/, { error: '링크가 올바르지 않아요.' }),
  })
  .strict();

export const visitAnswerState = z.object({
  /** what this link answers */
  answer: visitAnswer,
  /** false once the visit has begun: the page shows the entry, and no answer is taken */
  open: z.boolean(),
  entry: z.object({
    reserveEntryIdx: z.number().int(),
    programName: z.string(),
    /** `12월 1일 (화) 14:00` */
    when: z.string(),
    place: z.string(),
    participantCnt: z.number().int(),
    /** the entry is still booked (not cancelled, not yet visited or missed) */
    active: z.boolean(),
    cancelled: z.boolean(),
    /** the member's answer so far, null before any */
    visitAnswer: visitAnswer.nullable(),
  }),
});
export type VisitAnswerState = z.infer<typeof visitAnswerState>;

export const visitAnswerReadResponse = apiSuccess(visitAnswerState);
export const visitAnswerSubmitResponse = apiSuccess(visitAnswerState);

/**
 * Sandbox mode only: POST /sandbox/api/reminders/run writes one reservation's visit reminder now,
 * as the job would when it is due (browser tests cannot wait for the day before).
 */
export const sandboxReminderRunBody = z
  .object({
    reserveEntryIdx: z.number().int().positive(),
    kind: z.enum(['VISIT_REMINDER_DAY_BEFORE', 'VISIT_REMINDER_SOON']),
  })
  .strict();
export const sandboxReminderRunResponse = apiSuccess(z.object({ written: z.number().int() }));

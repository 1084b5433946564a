/**
 * Bulk work in the console: several entries or programs, one action, one
 * transaction. Each item is either done or refused with the single action's reason, and a refused
 * item writes nothing; the answer lists both, so an operator reads what happened to each.
 */
import { z } from 'zod';
import { programPublishState } from './cms-programs';
import { programStatus } from './enums';
import { apiSuccess, idNumber } from './envelope';
import { cancelReason, staffEntryStatusResult } from './staff-operations';

/** At most this many entries or programs in one bulk action. */
export const BULK_LIMIT = 200;

const idList = (what: string) =>
  z
    .array(idNumber())
    .min(1, { error: `${what}을 하나 이상 골라 주세요.` })
    .max(BULK_LIMIT, { error: `${what}은 한 번에 ${BULK_LIMIT}건까지 처리할 수 있어요.` });

/** An item the action left alone, and why (the single action's refusal, its code and words). */
export const bulkRefusal = z.object({
  idx: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type BulkRefusal = z.infer<typeof bulkRefusal>;

// ── POST /api/staff/entries/bulk (STAFF) ────────────────────────────────────

/**
 * CHECK_IN is the single action's DONE (참여완료: checked in at the door), NOSHOW is refused
 * before the session's start, CANCEL takes one reason for every entry (the member's 취소 안내
 * says it).
 */
export const staffEntryBulkAction = z.enum(['CHECK_IN', 'NOSHOW', 'CANCEL']);
export type StaffEntryBulkAction = z.infer<typeof staffEntryBulkAction>;

export const staffEntryBulkBody = z
  .object({
    action: staffEntryBulkAction,
    reserveEntryIdxList: idList('예약'),
    reason: cancelReason.optional(),
  })
  .strict()
  .refine((body) => body.action !== 'CANCEL' || body.reason !== undefined, {
    error: '취소 사유를 입력해 주세요.',
    path: ['reason'],
  });
export type StaffEntryBulkBody = z.infer<typeof staffEntryBulkBody>;

export const staffEntryBulkResult = z.object({
  action: staffEntryBulkAction,
  /** each entry changed, by ascending number (the order its row was locked in) */
  done: z.array(staffEntryStatusResult),
  refused: z.array(bulkRefusal),
  /** seats given back in all (cancelled reservations) */
  freedSeats: z.number().int(),
});
export type StaffEntryBulkResult = z.infer<typeof staffEntryBulkResult>;
export const staffEntryBulkResponse = apiSuccess(staffEntryBulkResult);

// ── POST /api/staff/programs/bulk (EDITOR) ──────────────────────────────────

/** PUBLISH and UNPUBLISH as 게시 and 게시 취소; CLOSE sets the status CLOSED (마감). */
export const staffProgramBulkAction = z.enum(['PUBLISH', 'UNPUBLISH', 'CLOSE']);
export type StaffProgramBulkAction = z.infer<typeof staffProgramBulkAction>;

export const staffProgramBulkBody = z
  .object({ action: staffProgramBulkAction, programIdxList: idList('프로그램') })
  .strict();
export type StaffProgramBulkBody = z.infer<typeof staffProgramBulkBody>;

export const staffProgramBulkResult = z.object({
  action: staffProgramBulkAction,
  /** each program changed, with what the single action answers: its publication or status */
  done: z.array(
    z.object({
      programIdx: z.number().int(),
      publishState: programPublishState.optional(),
      status: programStatus.optional(),
    }),
  ),
  refused: z.array(bulkRefusal),
});
export type StaffProgramBulkResult = z.infer<typeof staffProgramBulkResult>;
export const staffProgramBulkResponse = apiSuccess(staffProgramBulkResult);

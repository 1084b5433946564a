/**
 * Bookings made by staff (decision 069): a booking for a member or a walk-in, a move
 * to another session of the same program, a new party size, and seats held on a session for a
 * group. Each takes seats exactly as a visitor's booking does (409 CAPACITY_FULL when they do not
 * fit). All `POST /api/staff/...` with the staff cookie or an API token.
 */
import { z } from 'zod';
import { entryStatus } from './enums';
import { apiSuccess, idNumber, isoDateTime, safeText } from './envelope';
import { entryContact, entryName } from './reserve-entry';

/** A party booked by staff: 1 to 50 people (the program's own maximum applies too). */
export const staffPartySize = z
  .number({ error: '인원을 숫자로 입력해 주세요.' })
  .int({ error: '인원은 정수로 입력해 주세요.' })
  .min(1, { error: '인원은 1명 이상이어야 해요.' })
  .max(50, { error: '인원은 50명 이하로 입력해 주세요.' });

/**
 * The key of one staff action (a uuid the console makes per dialog submit and keeps across that
 * submit's own retries). With it, a write is done once: the same key again answers the first
 * answer and writes nothing; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED. Keys
 * are kept for a day. Optional, so an API token's caller may go without.
 */
export const staffRequestKey = z.uuid({ error: '요청 번호가 올바르지 않아요.' }).optional();

// ── POST /api/staff/entries/create ───────────────────────────────────────────

/** A visitor without an account, booked at the desk: their name and phone, nothing else. */
export const staffWalkIn = z
  .object({
    name: entryName,
    phoneNumber: entryContact,
  })
  .strict();
export type StaffWalkIn = z.infer<typeof staffWalkIn>;

/**
 * A booking for a member (`userIdx`, found with the member search) or a walk-in (`walkIn`), never
 * both. A walk-in is booked on a session of today and checked in at once. `answers` are the
 * program's questions as the visitor would answer them, optional at the desk.
 */
export const staffEntryCreateBody = z
  .object({
    programInstanceIdx: idNumber(),
    personCount: staffPartySize,
    userIdx: idNumber().optional(),
    walkIn: staffWalkIn.optional(),
    answers: z
      .array(
        z
          .object({
            programQuestionIdx: idNumber(),
            answer: safeText('답변을 확인해 주세요.').max(2000, {
              error: '답변은 2000자 이하로 입력해 주세요.',
            }),
          })
          .strict(),
      )
      .max(50)
      .optional(),
    requestKey: staffRequestKey,
  })
  .strict()
  .refine((body) => (body.userIdx === undefined) !== (body.walkIn === undefined), {
    error: '회원을 고르거나 현장 방문자의 이름과 연락처를 입력해 주세요.',
    path: ['userIdx'],
  });
export type StaffEntryCreateBody = z.infer<typeof staffEntryCreateBody>;

export const staffEntryCreateResult = z.object({
  reserveEntryIdx: z.number().int(),
  reserveEntryId: z.string(),
  status: entryStatus,
  statusLabel: z.string(),
  /** Y: a walk-in, booked and checked in at once */
  walkInYn: z.enum(['Y', 'N']),
  /** seats still free on the session after the booking; null when it has no capacity */
  seatsLeft: z.number().int().nullable(),
});
export type StaffEntryCreateResult = z.infer<typeof staffEntryCreateResult>;
export const staffEntryCreateResponse = apiSuccess(staffEntryCreateResult);

// ── POST /api/staff/entries/move ─────────────────────────────────────────────

/**
 * Moves a booked reservation (예약 확정) to another session of the same program: the old entry is
 * cancelled (reason 다른 회차로 변경) and a new one takes the new session's seats, in one
 * transaction; the member gets 취소 안내 for the old and 예약 확정 for the new.
 */
export const staffEntryMoveBody = z
  .object({
    reserveEntryIdx: idNumber(),
    programInstanceIdx: idNumber(),
    requestKey: staffRequestKey,
  })
  .strict();
export type StaffEntryMoveBody = z.infer<typeof staffEntryMoveBody>;

export const staffEntryMoveResult = z.object({
  /** the new entry, on the new session */
  reserveEntryIdx: z.number().int(),
  reserveEntryId: z.string(),
  /** the entry moved away from, now cancelled */
  previousReserveEntryIdx: z.number().int(),
  /** `HH:MM–HH:MM` of the new session and its day */
  execDate: z.string(),
  execTime: z.string(),
});
export type StaffEntryMoveResult = z.infer<typeof staffEntryMoveResult>;
export const staffEntryMoveResponse = apiSuccess(staffEntryMoveResult);

// ── POST /api/staff/entries/party-size ───────────────────────────────────────

export const staffEntryPartySizeBody = z
  .object({
    reserveEntryIdx: idNumber(),
    personCount: staffPartySize,
    requestKey: staffRequestKey,
  })
  .strict();
export type StaffEntryPartySizeBody = z.infer<typeof staffEntryPartySizeBody>;

export const staffEntryPartySizeResult = z.object({
  reserveEntryIdx: z.number().int(),
  participantCnt: z.number().int(),
  /** seats given back (a smaller party) or taken (negative: a bigger one) */
  freedSeats: z.number().int(),
});
export type StaffEntryPartySizeResult = z.infer<typeof staffEntryPartySizeResult>;
export const staffEntryPartySizeResponse = apiSuccess(staffEntryPartySizeResult);

// ── POST /api/staff/holds/create, /release, /list ───────────────────────────

const holdLabel = safeText('누구를 위한 자리인지 입력해 주세요.')
  .trim()
  .min(1, { error: '누구를 위한 자리인지 입력해 주세요. (예: 성수중학교 2학년 3반)' })
  .max(100, { error: '100자 이하로 입력해 주세요.' });

/** EDITOR: holds `seats` of a session for a group; they count against capacity until released. */
export const staffHoldCreateBody = z
  .object({
    programInstanceIdx: idNumber(),
    seats: z
      .number({ error: '좌석 수를 숫자로 입력해 주세요.' })
      .int({ error: '좌석 수는 정수로 입력해 주세요.' })
      .min(1, { error: '좌석은 1석 이상 잡아 둘 수 있어요.' })
      .max(500, { error: '좌석은 500석 이하로 입력해 주세요.' }),
    label: holdLabel,
    requestKey: staffRequestKey,
  })
  .strict();
export type StaffHoldCreateBody = z.infer<typeof staffHoldCreateBody>;

export const seatHold = z.object({
  holdIdx: z.number().int(),
  programInstanceIdx: z.number().int(),
  seats: z.number().int(),
  label: z.string(),
  createdAt: isoDateTime,
  /** the operator's login id, null once that account is gone or for an API token */
  createdBy: z.string().nullable(),
});
export type SeatHold = z.infer<typeof seatHold>;
export const staffHoldCreateResponse = apiSuccess(seatHold);

export const staffHoldReleaseBody = z.object({ holdIdx: idNumber() }).strict();
export const staffHoldReleaseResult = z.object({
  holdIdx: z.number().int(),
  /** seats given back to the session (its waiting list is offered them) */
  freedSeats: z.number().int(),
});
export const staffHoldReleaseResponse = apiSuccess(staffHoldReleaseResult);

export const staffHoldListBody = z.object({ programInstanceIdx: idNumber() }).strict();
export const staffHoldList = z.object({
  /** holds in force, oldest first */
  holds: z.array(seatHold),
  capacity: z.number().int().nullable(),
  reservedCount: z.number().int(),
  /** all held seats: staff holds and the waiting list's open offers */
  heldCount: z.number().int(),
});
export type StaffHoldList = z.infer<typeof staffHoldList>;
export const staffHoldListResponse = apiSuccess(staffHoldList);

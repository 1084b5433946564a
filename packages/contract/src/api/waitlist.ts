/**
 * The waiting list of a full session (decision 063): a member joins it with the booking they would
 * make (party size, answers, terms), sees their place in line, and gets an offer when seats free
 * up: the seats are held for them until the offer's deadline, and accepting books them.
 */
import { z } from 'zod';
import { WAITLIST_STATES } from '../domain/waitlist';
import { apiSuccess, idParam, isoDateTime, okResponse, safeText, yn } from './envelope';
import {
  entryContact,
  entryEmail,
  entryName,
  entryTermAgreement,
  questionAnswer,
} from './reserve-entry';

export const waitlistState = z.enum(WAITLIST_STATES);

// ── POST /api/waitlist/join ──────────────────────────────────────────────────

/**
 * The booking the member would make, as /api/reserveentry/insert takes it (the same limits,
 * questions and terms are checked now, and again when an offer is accepted). Only a full session
 * of a RESERVATION program takes a waiting list: with seats left the answer is 409 SEATS_AVAILABLE.
 * Failures: 404 PROGRAM_NOT_FOUND, 403 PARTICIPATION_RESTRICTED, 409 PROGRAM_CLOSED, 409
 * ALREADY_ENTERED (booked already), 409 WAITLIST_ALREADY_JOINED, 409 WAITLIST_LIMIT, 400
 * VALIDATION_FAILED with `fields`.
 */
export const waitlistJoinBody = z
  .object({
    programInstanceIdx: idParam,
    personCount: z.coerce
      .number({ error: '인원을 확인해 주세요.' })
      .int({ error: '인원을 확인해 주세요.' })
      .min(1, { error: '인원을 확인해 주세요.' })
      .max(20, { error: '인원을 확인해 주세요.' }),
    answers: z.array(questionAnswer).max(50).default([]),
    name: entryName.optional(),
    phoneNumber: entryContact.optional(),
    email: entryEmail.optional(),
    agreementYn: yn.default('Y'),
    programTermList: z.array(entryTermAgreement).max(20).default([]),
  })
  .strict();
export type WaitlistJoinBody = z.input<typeof waitlistJoinBody>;
/** position: 1 for the first in line. */
export const waitlistJoinResponse = apiSuccess(
  z.object({ waitlistIdx: z.number().int(), position: z.number().int() }),
);

// ── POST /api/waitlist/list ──────────────────────────────────────────────────

export const waitlistItem = z.object({
  waitlistIdx: z.number().int(),
  programIdx: z.number().int(),
  programInstanceIdx: z.number().int(),
  programName: z.string(),
  /** Seoul wall time of the session: yyyy-MM-dd, HH:mm */
  execDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  personCount: z.number().int(),
  state: waitlistState,
  /** 1-based place among those WAITING; null once the member is not waiting */
  position: z.number().int().nullable(),
  /** the offer's deadline while OFFERED (and the last one after) */
  offerDeadline: isoDateTime.nullable(),
  /** the booking made by accepting */
  reserveEntryIdx: z.number().int().nullable(),
  joinedAt: isoDateTime,
});
export type WaitlistItem = z.infer<typeof waitlistItem>;
/** The member's waiting lists, newest first; `active` only WAITING and OFFERED. */
export const waitlistListBody = z
  .object({ active: z.boolean().default(false) })
  .strict()
  .default({ active: false });
export const waitlistListResponse = apiSuccess(
  z.object({ list: z.array(waitlistItem), limit: z.number().int() }),
);

// ── POST /api/waitlist/leave, /accept, /decline ─────────────────────────────

export const waitlistIdxBody = z.object({ waitlistIdx: idParam }).strict();
/** Leaving twice, or after the line ended, answers ok and changes nothing. */
export const waitlistLeaveResponse = okResponse;
/**
 * Accepting an OFFERED place books it (the held seats become the entry's). `answers` replaces the
 * answers given at join. Failures: 409 WAITLIST_OFFER_EXPIRED after the deadline, 409
 * WAITLIST_NOT_OFFERED when there is no open offer; a repeated accept answers the same entry.
 */
export const waitlistAcceptBody = z
  .object({ waitlistIdx: idParam, answers: z.array(questionAnswer).max(50).optional() })
  .strict();
export const waitlistAcceptResponse = apiSuccess(
  z.object({ reserveEntryIdx: z.number().int(), reserveEntryId: z.string() }),
);
export const waitlistDeclineResponse = okResponse;

// ── staff: /api/staff/waitlist/list, /offer-next, /remove ───────────────────

export const staffWaitlistListBody = z.object({ programInstanceIdx: idParam }).strict();
export const staffWaitlistRow = z.object({
  waitlistIdx: z.number().int(),
  userIdx: z.number().int(),
  /** masked for STAFF and EDITOR, as on the roster */
  memberName: z.string(),
  phoneNumber: z.string(),
  personCount: z.number().int(),
  state: waitlistState,
  position: z.number().int().nullable(),
  offerDeadline: isoDateTime.nullable(),
  reserveEntryIdx: z.number().int().nullable(),
  joinedAt: isoDateTime,
  endedAt: isoDateTime.nullable(),
});
export type StaffWaitlistRow = z.infer<typeof staffWaitlistRow>;
export const staffWaitlistListResponse = apiSuccess(
  z.object({
    rows: z.array(staffWaitlistRow),
    /** seats: capacity, booked, held by open offers, free */
    capacity: z.number().int().nullable(),
    reservedCount: z.number().int(),
    heldCount: z.number().int(),
  }),
);
/**
 * An EDITOR offers the free seats now (to the first member in line whose party fits); answers the
 * offers made (none when nobody fits or no seat is free).
 */
export const staffWaitlistOfferNextBody = z.object({ programInstanceIdx: idParam }).strict();
export const staffWaitlistOfferNextResponse = apiSuccess(
  z.object({ offered: z.array(z.number().int()) }),
);
export const staffWaitlistRemoveBody = z
  .object({
    waitlistIdx: idParam,
    reason: safeText('사유를 입력해 주세요.')
      .trim()
      .min(1, { error: '사유를 입력해 주세요.' })
      .max(200),
  })
  .strict();
export const staffWaitlistRemoveResponse = okResponse;

// ── sandbox: POST /sandbox/api/waitlist/sweep ────────────────────────────────

/**
 * Sandbox mode only: the minute's waiting-list sweep now, as at `at` (default now): offers past
 * their deadline at that time end and their seats go to the next member. Browser tests and the
 * bench cannot wait out a 12-hour window.
 */
export const sandboxWaitlistSweepBody = z
  .object({ at: isoDateTime.optional() })
  .strict()
  .default({});
export const sandboxWaitlistSweepResponse = apiSuccess(
  z.object({ expired: z.number().int(), offered: z.array(z.number().int()) }),
);

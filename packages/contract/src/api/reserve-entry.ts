import { z } from 'zod';
import { reserveEntryLetterFor } from '../domain/enums';
import { isReserveEntryId } from '../domain/reserve-entry-id';
import {
  DESCRIPTIVE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidName,
  isValidReservationContact,
  NAME_MAX_LENGTH,
  validationMessages,
} from '../domain/validation';
import { DRAW_OFFER_STATES } from '../domain/waitlist';
import { entryProgramType, entryStatus, programType, questionType } from './enums';
import { apiSuccess, idNumber, idParam, isoDateTime, safeText, ymd, yn } from './envelope';

// ── Fields of the info-confirmation form (spec 001 §5), shared by the form and the server ────

/** Applicant name: at least 2 characters. */
export const entryName = safeText(validationMessages.nameMin)
  .trim()
  .max(NAME_MAX_LENGTH, { error: `이름은 ${NAME_MAX_LENGTH}자 이내로 입력해 주세요.` })
  .refine(isValidName, { error: validationMessages.nameMin });

/** Reservation contact: 010 plus 8 digits. */
export const entryContact = safeText(validationMessages.contact).refine(isValidReservationContact, {
  error: validationMessages.contact,
});

export const entryEmail = safeText(validationMessages.email)
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: validationMessages.email })
  .refine(isValidEmail, { error: validationMessages.email });

/** reserveEntryId: letter D|R|A|X, yyMMddHHmmss (Seoul), 8 random base-36 characters. */
export const reserveEntryId = z
  .string({ error: '예약 번호 형식이 올바르지 않습니다.' })
  .refine(isReserveEntryId, { error: '예약 번호 형식이 올바르지 않습니다.' });

// ── POST /api/reserveentry/collect/info ─────────────────────────────────────

export const reserveEntryCollectInfoBody = z.object({ programIdx: idParam }).strict();
export const programTerm = z.object({
  termsIdx: z.number().int(),
  termsName: z.string(),
  requiredYn: yn,
  /** Designed here so the sheet can show the text without a second call. */
  termsDescription: z.string(),
});
export type ProgramTerm = z.infer<typeof programTerm>;
/** Which applicant fields the program collects and requires (spec 001 §3 Collect settings). */
export const collectInfo = z.object({
  nameCollectYn: yn,
  nameRequiredYn: yn,
  contactCollectYn: yn,
  contactRequiredYn: yn,
  emailCollectYn: yn,
  emailRequiredYn: yn,
  programTermList: z.array(programTerm),
});
export type CollectInfo = z.infer<typeof collectInfo>;
export const reserveEntryCollectInfoResponse = apiSuccess(collectInfo);

// ── POST /api/reserveentry/question/list ────────────────────────────────────

export const reserveEntryQuestionListBody = z.object({ programIdx: idParam }).strict();
export const question = z.object({
  programQuestionIdx: z.number().int(),
  questionType: questionType,
  requiredYn: yn,
  questionText: z.string(),
  duplicateYn: yn,
});
export type Question = z.infer<typeof question>;
export const questionOption = z.object({
  programQuestionIdx: z.number().int(),
  programQuestionOptionIdx: z.number().int(),
  multipleText: z.string(),
});
export type QuestionOption = z.infer<typeof questionOption>;
export const reserveEntryQuestionListResponse = apiSuccess(
  z.object({
    questionList: z.array(question),
    questionOptionsList: z.array(questionOption),
  }),
);

// ── POST /api/reserveentry/insert ───────────────────────────────────────────

/**
 * One answer. Choice answers are the chosen programQuestionOptionIdx values joined by commas
 * (spec 001 §7); text answers are the text, DESCRIPTIVE at most 200 characters. The server checks
 * required questions and the single choice of OBJONE against the program's questions.
 */
export const questionAnswer = z.object({
  programQuestionIdx: idParam,
  answer: safeText().max(DESCRIPTIVE_MAX_LENGTH, {
    error: `답변은 ${DESCRIPTIVE_MAX_LENGTH}자 이내로 입력해 주세요.`,
  }),
});
export type QuestionAnswer = z.infer<typeof questionAnswer>;

export const entryTermAgreement = z.object({ termsIdx: idParam, agreementYn: yn });

/**
 * Field names as spec 001 §7 writes them. name, phoneNumber and email are sent only when the
 * program collects them (a field the program does not collect is ignored, never stored); whether
 * each is required is checked by the server against collect/info. questionList is checked against
 * the program's questions with `answerIssues` (domain/entry-answers.ts), the same rule the
 * /participy form uses. Every required program term must be in programTermList with Y.
 * userIdx must be the token's own user (403 otherwise). reserveEntryId is made by the client with
 * newReserveEntryId() once per attempt and reused on retries: a repeated id with the same body
 * returns the entry already made instead of a second one; the same id with another body, or from
 * another member, is 409 RESERVE_ENTRY_ID_CONFLICT. Server failures (errorCode): 404
 * PROGRAM_NOT_FOUND, 403 PARTICIPATION_RESTRICTED, 409 PROGRAM_CLOSED, 409 ALREADY_ENTERED
 * (이미 예약·응모 완료 되었습니다.), 409 CAPACITY_FULL, 400 VALIDATION_FAILED with `fields`.
 */
export const reserveEntryInsertBody = z
  .object({
    programIdx: idParam,
    /** null for programs without instances (ALWAYS) */
    programInstanceIdx: idParam.nullable().optional(),
    programType: entryProgramType,
    participantCnt: z.coerce
      .number({ error: '인원을 확인해 주세요.' })
      .int({ error: '인원을 확인해 주세요.' })
      .min(1, { error: '인원을 확인해 주세요.' })
      .max(20, { error: '인원을 확인해 주세요.' }),
    programCategoryIdx: idParam,
    userIdx: idParam,
    name: entryName.optional(),
    phoneNumber: entryContact.optional(),
    email: entryEmail.optional(),
    /** the overall agreement box of the confirmation page */
    agreementYn: yn,
    questionList: z.array(questionAnswer).max(50).default([]),
    reserveEntryId: reserveEntryId,
    programTermList: z.array(entryTermAgreement).max(20).default([]),
  })
  .strict()
  .refine((body) => body.reserveEntryId.startsWith(reserveEntryLetterFor(body.programType)), {
    error: '예약 번호 형식이 올바르지 않습니다.',
    path: ['reserveEntryId'],
  });
/** data is the new entry's reserveEntryIdx. */
export const reserveEntryInsertResponse = apiSuccess(z.number().int());

// ── POST /api/reserveentry/detail and GET /api/reserveentry/list ─────────────

/** /res-entry/detail/{type}/{id}: type is optional, so programType is too. */
export const reserveEntryDetailBody = z
  .object({ reserveEntryIdx: idParam, programType: entryProgramType.optional() })
  .strict();
/** Entry detail (spec 001 §3); reserveEntryIdx, programType, status and the rest designed here. */
export const reserveEntryDetail = z.object({
  reserveEntryIdx: z.number().int(),
  reserveEntryId: z.string(),
  programIdx: z.number().int(),
  programType: programType,
  status: entryStatus,
  savePath: z.string(),
  programCategoryName: z.string(),
  programName: z.string(),
  execDate: ymd.nullable(),
  /** HH:mm–HH:mm of the instance, '' when none */
  execTime: z.string(),
  winnerAnnouncementDate: isoDateTime.nullable(),
  floorName: z.string().nullable(),
  zoneName: z.string().nullable(),
  participantCnt: z.number().int(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  regDate: isoDateTime,
  /** Korean participation label of the status (spec 000 §4), e.g. 예약 완료; '-' when unknown. */
  statusLabel: z.string(),
  /**
   * Designed: Y when POST /api/reserveentry/cancel would accept it now (an active reservation whose
   * instance has not started, Seoul time), so the history detail shows its cancel button.
   */
  cancelableYn: yn,
  /** Why the venue cancelled it (an operator's cancel); null otherwise. */
  cancelReason: z.string().nullable(),
  /**
   * Designed: a cancelled win offered to this entry after it lost the draw. While
   * `state` is OFFERED the member may accept it (POST /api/draws/offer/accept) until `deadline`
   * (Seoul ISO); null when it was never offered one.
   */
  drawOffer: z
    .object({ state: z.enum(DRAW_OFFER_STATES), deadline: isoDateTime.nullable() })
    .nullable()
    .optional(),
});
export type ReserveEntryDetail = z.infer<typeof reserveEntryDetail>;

/**
 * Designed: where to put the visit in a calendar. `icsUrl` is the entry's
 * `GET /api/calendar/{token}.ics` (signed, opens without a login), `googleUrl` Google Calendar's
 * event form filled with the same title, times (UTC), place and link.
 */
export const entryCalendarLinks = z.object({ icsUrl: z.string(), googleUrl: z.string() });
export type EntryCalendarLinks = z.infer<typeof entryCalendarLinks>;

/**
 * The detail with its calendar links (designed, added to spec 001's fields): set for a
 * reservation or a won draw that is still to be visited on a dated instance, null otherwise
 * (an application not won, a cancelled entry, one attended or missed already, a program without
 * instances).
 */
export const reserveEntryDetailWithCalendar = reserveEntryDetail.extend({
  calendar: entryCalendarLinks.nullable().optional(),
});
export type ReserveEntryDetailWithCalendar = z.infer<typeof reserveEntryDetailWithCalendar>;
export const reserveEntryDetailResponse = apiSuccess(reserveEntryDetailWithCalendar);

/** List entries: the detail fields (status and reserveEntryId included), newest first. */
export const reserveEntryListItem = reserveEntryDetail;
export type ReserveEntryListItem = z.infer<typeof reserveEntryListItem>;
/** The client reads data.data (spec 001 §7). */
export const reserveEntryListResponse = apiSuccess(
  z.object({ data: z.array(reserveEntryListItem) }),
);

// ── POST /api/reserveentry/cancel (designed) ────────────────────────────────

/**
 * A member cancels their own RESERVATION before its instance starts (Seoul time): the seats are
 * freed and the entry becomes CANCEL, in one transaction. Anyone else's entry (or an unknown one)
 * is 404. Cancelling an entry that is already CANCEL succeeds again without touching anything
 * (idempotent) and says so in `message` (이미 취소된 예약이에요.; a first cancel says 예약이
 * 취소되었어요.). A started instance, a finished entry or an application is refused with 409
 * ENTRY_NOT_CANCELLABLE and a Korean message.
 */
export const reserveEntryCancelBody = z.object({ reserveEntryIdx: idParam }).strict();
/** data is the entry as it now stands (status CANCEL). */
export const reserveEntryCancelResponse = apiSuccess(reserveEntryDetail);

// ── GET /api/calendar/{token}.ics (designed) ────────────────────────────────

/**
 * The signed calendar token of one entry. Any text is taken here: a token that does
 * not verify is the handler's 404 CALENDAR_NOT_FOUND, like an entry without a calendar.
 */
export const entryCalendarParams = z.object({ token: z.string() }).strict();

/** POST /api/draws/offer/accept and /decline (designed): the member's entry. */
export const drawOfferBody = z.object({ reserveEntryIdx: idNumber() }).strict();
export const drawOfferDeclineResponse = apiSuccess(z.null());

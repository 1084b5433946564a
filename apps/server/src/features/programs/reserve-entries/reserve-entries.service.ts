/**
 * POST /api/reserveentry/insert, step by step (spec 001 §4 flow, §5 rules, §7 call, §8 errors):
 *
 * 1. The body is already valid against the contract (reserveEntryInsertBody). The member may only
 *    book for themselves (userIdx = token's member, else 403).
 * 2. The program's rules (settings, questions, terms; read-cached content): displayed (404), of the
 *    sent type (400), open now (409 PROGRAM_CLOSED, the detail's closedYn rule), an instance of
 *    this program that has not started (dated programs), the person count within
 *    1..maxPersonCount, the collected fields present where required, the answers valid for its
 *    questions (answerIssues, the form's own rule) and every required program term agreed (400
 *    TERMS_REQUIRED). The instance's day is no closed day of the venue (409
 *    DAY_CLOSED). The member has agreed to every required signup term in force (403
 *    TERMS_REAGREE_REQUIRED, decision 028).
 * 3. One statement writes seats, entry, answers and consents (reserve-entries.repository.ts) and
 *    re-checks, at that instant, what may have changed: the member may take part (403
 *    PARTICIPATION_RESTRICTED), the program is still open (409 PROGRAM_CLOSED), the member holds
 *    no active entry (409 ALREADY_ENTERED) and the seats fit (409 CAPACITY_FULL).
 * 4. Idempotency, only when step 2 or 3 refuses: an entry with this reserveEntryId from this member
 *    with the same body hash is the answer to a retry and is returned as is, whatever happened
 *    since. Another body or another member → 409 RESERVE_ENTRY_ID_CONFLICT.
 *
 * programCategoryIdx is sent by the spec's client but not trusted or stored: the program has one.
 *
 * RESERVATION entries start CONFIRM (예약 완료) and take participantCnt seats of the instance;
 * APPLICATION entries start ATTEND (응모 완료) and take no seats: a draw may have more applicants
 * than places, and the draw decides who gets them.
 */
import { createHash } from 'node:crypto';
import {
  type ApiError,
  answerIssues,
  type ClosedDaysRule,
  isClosedOn,
  type reserveEntryInsertBody,
  seoulToday,
  validationMessages,
} from '@venue/contract';
import type { z } from 'zod';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { instantWhen } from '../../messages/notify/notify';
import { participationOf } from '../noshow-rules/noshow-rules.repository';
import { instanceStart, isProgramClosed } from '../programs/programs.rules';
import { createBookingQueue } from './booking-queue';
import {
  type AfterCancelled,
  type BatchedBooking,
  type BatchOutcome,
  type Confirmations,
  cancelEntry,
  findEntryById,
  type findInstance,
  type InsertOutcome,
  insertBatch,
  insertEntry,
  type NewEntry,
  type ProgramRules,
} from './reserve-entries.repository';

export type InsertBody = z.output<typeof reserveEntryInsertBody>;

type Fields = NonNullable<ApiError['fields']>;

/**
 * SHA-256 of the body with optional fields made explicit and lists sorted, so a client that
 * resends the same answers in another order, or omits an empty list, is still "the same body".
 */
export function insertRequestHash(body: InsertBody): string {
  const normalized = {
    programIdx: body.programIdx,
    programInstanceIdx: body.programInstanceIdx ?? null,
    programType: body.programType,
    participantCnt: body.participantCnt,
    programCategoryIdx: body.programCategoryIdx,
    userIdx: body.userIdx,
    name: body.name ?? null,
    phoneNumber: body.phoneNumber ?? null,
    email: body.email ?? null,
    agreementYn: body.agreementYn,
    questionList: [...body.questionList]
      .sort((a, b) => a.programQuestionIdx - b.programQuestionIdx)
      .map((a) => [a.programQuestionIdx, a.answer]),
    programTermList: [...body.programTermList]
      .sort((a, b) => a.termsIdx - b.termsIdx)
      .map((t) => [t.termsIdx, t.agreementYn]),
  };
  return createHash('sha256').update(JSON.stringify(normalized)).digest('hex');
}

/** Step 2: the entry this id already made for the same request, or a conflict, or nothing. */
async function replayedEntry(
  db: Database,
  body: InsertBody,
  requestHash: string,
): Promise<number | null> {
  const existing = await findEntryById(db, body.reserveEntryId);
  if (!existing) return null;
  if (existing.userIdx === body.userIdx && existing.requestHash === requestHash) {
    return existing.reserveEntryIdx;
  }
  throw new AppError(409, 'RESERVE_ENTRY_ID_CONFLICT');
}

/**
 * The booking writer of one app: bookings go through the group-commit queue (booking-queue.ts)
 * and those a batch cannot answer exactly are written again on their own (insertEntry).
 */
export function createBooker(
  db: Database,
  confirmations?: Confirmations,
): {
  book: InsertDeps['book'];
  /** Bookings in the queue now (metrics). */
  depth: () => number;
} {
  const queue = createBookingQueue<BatchedBooking, BatchOutcome>({
    write: (batch) => insertBatch(db, batch, confirmations),
    key: (booking) => booking.entry.reserveEntryId,
  });
  return {
    book: async (entry, now) => {
      const outcome = await queue.submit({ entry, now });
      return outcome.kind === 'alone' ? insertEntry(db, entry, now, confirmations) : outcome;
    },
    depth: () => queue.depth,
  };
}

/**
 * What the insert needs: the program's rules and instances (read-cached in the app) and the
 * writer of the booking (createBooker).
 */
export interface InsertDeps {
  db: Database;
  book: (entry: NewEntry, now: Date) => Promise<InsertOutcome>;
  rules: (programIdx: number) => Promise<ProgramRules | null>;
  instance: (
    programIdx: number,
    programInstanceIdx: number,
  ) => Promise<Awaited<ReturnType<typeof findInstance>>>;
  /**
   * Throws 403 TERMS_REAGREE_REQUIRED while a new version of a required term is in force that
   * the member has not agreed to (the terms feature's `assertTermsAgreed`, decision 028).
   */
  termsAgreed: (userIdx: number, now: Date) => Promise<void>;
  /** The venue's closed days (cms-venue's `venueClosedDays`). */
  closedDays: () => Promise<ClosedDaysRule>;
}

/** Creates the member's entry (or returns the one a retry already made); returns its idx. */
export async function insertReserveEntry(
  deps: InsertDeps,
  memberIdx: number,
  body: InsertBody,
  now: Date,
): Promise<number> {
  if (body.userIdx !== memberIdx) throw new AppError(403, 'FORBIDDEN');
  const requestHash = insertRequestHash(body);
  try {
    return await book(deps, memberIdx, body, requestHash, now);
  } catch (error) {
    // Step 2, checked only when the booking is refused: a retry of a booking that went through
    // gets its entry back, whatever happened since (the program may have filled up or closed),
    // and the same id with another body is a conflict. The first try never pays for the lookup.
    if (error instanceof AppError) {
      const replay = await replayedEntry(deps.db, body, requestHash);
      if (replay !== null) return replay;
    }
    throw error;
  }
}

async function book(
  deps: InsertDeps,
  memberIdx: number,
  body: InsertBody,
  requestHash: string,
  now: Date,
): Promise<number> {
  const entry = await prepareEntry(deps, memberIdx, body, requestHash, now);
  const outcome = await deps.book(entry, now);
  switch (outcome.kind) {
    case 'created':
      return outcome.reserveEntryIdx;
    case 'restricted':
      throw (
        (await refusalOf(deps.db, memberIdx, now)) ?? new AppError(403, 'PARTICIPATION_RESTRICTED')
      );
    case 'closed':
    case 'drawn':
      throw new AppError(409, 'PROGRAM_CLOSED');
    case 'full':
      throw new AppError(409, 'CAPACITY_FULL');
    // The member's other entry, or a racing request with this id (the caller's replay check
    // then answers with that entry).
    case 'entered':
    case 'conflict':
      throw new AppError(409, 'ALREADY_ENTERED');
  }
}

/**
 * Why a member may not book: a no-show restriction in force says until when (403
 * BOOKING_RESTRICTED, decision 065); otherwise an operator's restriction (403
 * PARTICIPATION_RESTRICTED).
 */
/**
 * Why a member may not book or enter now, or null when they may: a no-show restriction in force
 * (403 BOOKING_RESTRICTED with its reason and end), an operator's flag or no such member (403
 * PARTICIPATION_RESTRICTED). The booking statement applies the same rule in SQL.
 */
export async function refusalOf(db: Database | Transaction, userIdx: number, now: Date) {
  const member = await participationOf(db, userIdx, now);
  const restriction = member?.restriction;
  if (restriction) {
    return new AppError(
      403,
      'BOOKING_RESTRICTED',
      `${restriction.reason}로 ${instantWhen(restriction.until, false)}까지 예약·응모를 할 수 없어요. 이의가 있으시면 1:1 문의(예약 제한 이의)로 알려 주세요.`,
    );
  }
  return member?.allowed ? null : new AppError(403, 'PARTICIPATION_RESTRICTED');
}

/**
 * Step 2 of the insert: the booking checked against the program's rules and the member's terms,
 * and made into the entry to write. The waiting list (features/programs/waitlist) checks a join
 * with it too, so a place in line is only taken by someone who could book.
 */
export async function prepareEntry(
  deps: Omit<InsertDeps, 'book'>,
  memberIdx: number,
  body: InsertBody,
  requestHash: string | null,
  now: Date,
): Promise<NewEntry> {
  const today = seoulToday(now);
  const rules = await deps.rules(body.programIdx);
  if (!rules) throw new AppError(404, 'PROGRAM_NOT_FOUND');
  const { program, questions, terms } = rules;
  const instance =
    body.programInstanceIdx == null
      ? null
      : await deps.instance(body.programIdx, body.programInstanceIdx);

  if (program.programType !== body.programType) {
    throw AppError.invalidFields([
      { path: 'programType', message: '프로그램 유형이 올바르지 않습니다.' },
    ]);
  }
  // Status and entry window only: a full instance is answered by the seat check itself
  // (CAPACITY_FULL), which is exact under concurrency, rather than by a read taken before it.
  // The write re-checks status and window (the rules may be a few seconds old).
  if (isProgramClosed(program, true, now)) throw new AppError(409, 'PROGRAM_CLOSED');

  const dated = program.scheduleType !== 'ALWAYS';
  if (dated && !instance) {
    throw AppError.invalidFields([
      { path: 'programInstanceIdx', message: '회차를 다시 선택해 주세요.' },
    ]);
  }
  if (
    instance &&
    (instance.execDate < today || instanceStart(instance.execDate, instance.startTime) <= now)
  ) {
    throw new AppError(409, 'PROGRAM_CLOSED', '이미 시작된 회차예요. 다른 회차를 선택해 주세요.');
  }
  // A closed day of the venue (its rule, or a day closed at short notice) takes no new bookings;
  // those already made stay until an operator cancels them.
  if (instance && isClosedOn(await deps.closedDays(), instance.execDate)) {
    throw new AppError(409, 'DAY_CLOSED');
  }
  if (body.participantCnt > program.maxPersonCount) {
    throw AppError.invalidFields([
      {
        path: 'participantCnt',
        message: `한 번에 최대 ${program.maxPersonCount}명까지 신청할 수 있어요.`,
      },
    ]);
  }

  const fields: Fields = [];
  const name = program.nameCollectYn ? (body.name ?? null) : null;
  const phoneNumber = program.contactCollectYn ? (body.phoneNumber ?? null) : null;
  const email = program.emailCollectYn ? (body.email ?? null) : null;
  if (program.nameCollectYn && program.nameRequiredYn && !name) {
    fields.push({ path: 'name', message: validationMessages.nameMin });
  }
  if (program.contactCollectYn && program.contactRequiredYn && !phoneNumber) {
    fields.push({ path: 'phoneNumber', message: validationMessages.contact });
  }
  if (program.emailCollectYn && program.emailRequiredYn && !email) {
    fields.push({ path: 'email', message: validationMessages.email });
  }
  for (const issue of answerIssues(
    questions.questionList,
    questions.questionOptionsList,
    body.questionList,
  )) {
    fields.push({
      path: issue.index === null ? 'questionList' : `questionList.${issue.index}.answer`,
      message: issue.message,
    });
  }
  const termById = new Map(terms.map((term) => [term.programTermsIdx, term]));
  body.programTermList.forEach((given, index) => {
    if (!termById.has(given.termsIdx)) {
      fields.push({
        path: `programTermList.${index}.termsIdx`,
        message: '약관을 다시 확인해 주세요.',
      });
    }
  });
  if (fields.length > 0) throw AppError.invalidFields(fields);
  const agreed = new Map(body.programTermList.map((t) => [t.termsIdx, t.agreementYn === 'Y']));
  if (terms.some((term) => term.requiredYn && agreed.get(term.programTermsIdx) !== true)) {
    throw new AppError(400, 'TERMS_REQUIRED', undefined, [
      { path: 'programTermList', message: validationMessages.termsRequired },
    ]);
  }

  const reservation = body.programType === 'RESERVATION';
  const entry: NewEntry = {
    reserveEntryId: body.reserveEntryId,
    requestHash,
    userIdx: memberIdx,
    programIdx: program.programIdx,
    programInstanceIdx: instance?.programInstanceIdx ?? null,
    programType: body.programType,
    status: reservation ? 'CONFIRM' : 'ATTEND',
    participantCnt: body.participantCnt,
    takesSeats: reservation,
    name,
    phoneNumber,
    email,
    agreementYn: body.agreementYn === 'Y',
    // Unanswered optional questions are not stored.
    answers: body.questionList
      .filter((a) => a.answer.trim() !== '')
      .map((a) => ({ programQuestionIdx: a.programQuestionIdx, answer: a.answer })),
    consents: terms
      .filter((term) => agreed.has(term.programTermsIdx))
      .map((term) => ({
        programTermsIdx: term.programTermsIdx,
        termsName: term.termsName,
        agreed: agreed.get(term.programTermsIdx) === true,
      })),
  };

  await deps.termsAgreed(memberIdx, now);
  return entry;
}

/**
 * A member's cancel of their own reservation, for other features (the reminder's 못 가요,
 * features/programs/visit-answers): the app's rules (a reservation not yet started), the seats
 * freed, and `afterCancelled` in the same transaction (its 취소 안내).
 */
export function cancelMemberEntry(
  db: Database,
  input: { userIdx: number; reserveEntryIdx: number; now: Date },
  afterCancelled?: AfterCancelled,
) {
  return cancelEntry(db, input.userIdx, input.reserveEntryIdx, input.now, afterCancelled);
}

/**
 * Bookings made by staff (decision 069): a booking for a member or a walk-in, a move
 * to another session, a new party size, and seats held for a group. Each is one `auditedWrite`;
 * seats change only by the conditional UPDATEs of staff-bookings.repository.ts, so staff and
 * visitors racing for the last seats never oversell. A member gets 예약 확정 (and, for a move,
 * 취소 안내 of the old session) in the change's transaction; freed seats are told to
 * `app.seatsFreed` after the commit, so the waiting list offers them.
 *
 * A write with a `requestKey` is done once (lib/idempotency.ts): a retry of the console's, or two
 * of the same at once, get the first answer and write nothing more. The stored answer is read
 * before the write's own checks, so a retry is answered even when they would now refuse it.
 */
import {
  answerIssues,
  isClosedOn,
  newReserveEntryId,
  participationLabel,
  type SeatHold,
  type StaffEntryCreateBody,
  type StaffEntryCreateResult,
  type StaffEntryMoveBody,
  type StaffEntryMoveResult,
  type StaffEntryPartySizeBody,
  type StaffEntryPartySizeResult,
  type StaffHoldCreateBody,
  type StaffHoldList,
  seoulToday,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { type IdempotentRequest, storedAnswer, withIdempotency } from '../../../lib/idempotency';
import { isConcurrencyFailure } from '../../../lib/pg-errors';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { type Notifier, notifier } from '../../messages/notify/notify';
import {
  type AuditedWriteOptions,
  type AuditRecord,
  auditedWrite,
} from '../../operations/audit/audited-write';
import { emitEntryEvents, webhookEvents } from '../../operations/integrations/webhooks';
import { venueClosedDays } from '../../venue/cms-venue/venue-settings';
import { instanceStart } from '../programs/programs.rules';
import { listQuestions } from '../reserve-entries/reserve-entries.repository';
import { refusalOf } from '../reserve-entries/reserve-entries.service';
import {
  cancelMoved,
  checkInWalkIn,
  copyAnswersAndConsents,
  findHold,
  findMember,
  findSession,
  giveSeats,
  holdSeats,
  insertAnswers,
  insertHold,
  insertStaffEntry,
  insertWalkIn,
  listHolds,
  lockStaffEntry,
  releaseHold,
  type Session,
  type StaffLockedEntry,
  setPartySize,
  takeSeats,
  toSeatHold,
  unholdSeats,
} from './staff-bookings.repository';

const hhmm = (time: string) => time.slice(0, 5);
const sessionTime = (s: Pick<Session, 'startTime' | 'endTime'>) =>
  `${hhmm(s.startTime)}–${hhmm(s.endTime)}`;
const sessionEnd = (s: Pick<Session, 'execDate' | 'endTime'>) =>
  instanceStart(s.execDate, s.endTime);

/** The cancel reason a moved-away booking carries (the member's history and 취소 안내 show it). */
export const movedReason = (from: Session, to: Session) =>
  `다른 회차로 변경 (${from.execDate} ${hhmm(from.startTime)} → ${to.execDate} ${hhmm(to.startTime)})`;

/** Reservation statuses that hold seats and may be moved or resized. */
const BOOKED = ['CONFIRM', 'APPLY'];

/** A session staff may book: live, of a reservation program, not yet over, not a closed day. */
async function bookableSession(app: FastifyInstance, programInstanceIdx: number, now: Date) {
  const session = await findSession(app.db, programInstanceIdx);
  if (!session) throw new AppError(404, 'NOT_FOUND', '회차를 찾을 수 없어요.');
  if (session.programType !== 'RESERVATION') {
    throw new AppError(
      409,
      'SESSION_NOT_BOOKABLE',
      '추첨 프로그램은 직원 예약을 받지 않아요. 예약 프로그램의 회차를 골라 주세요.',
    );
  }
  if (session.cancelledAt || sessionEnd(session) <= now) {
    throw new AppError(409, 'SESSION_NOT_BOOKABLE');
  }
  if (isClosedOn(await venueClosedDays(app), session.execDate)) {
    throw new AppError(409, 'DAY_CLOSED');
  }
  return session;
}

function partyWithinProgram(session: Session, personCount: number, path: string) {
  if (personCount > session.maxPersonCount) {
    throw AppError.invalidFields([
      { path, message: `이 프로그램은 한 예약에 최대 ${session.maxPersonCount}명까지예요.` },
    ]);
  }
}

/**
 * The refusal of seats that did not fit, with what is left as the refused UPDATE left it (read
 * for the message only: the UPDATE itself decided).
 */
async function seatsRefusal(tx: Transaction, session: Session, what: (left: number) => string) {
  const now = await findSession(tx, session.programInstanceIdx);
  const left =
    now?.capacity == null ? 0 : Math.max(now.capacity - now.reservedCount - now.heldCount, 0);
  return new AppError(409, 'CAPACITY_FULL', what(left));
}

/** Retries a change PostgreSQL cancelled as a deadlock (two moves crossing sessions). */
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isConcurrencyFailure(error)) throw error;
    }
  }
}

/** The key of one staff action: the operator's own, per call (lib/idempotency.ts). */
const requestOf = (
  operator: StaffOperator,
  call: string,
  body: object & { requestKey?: string | undefined },
): IdempotentRequest => ({
  operatorIdx: operator.operatorIdx,
  call,
  requestKey: body.requestKey,
  body,
});

/**
 * An audited write done once per request key. A replay writes no audit row, so auditedWrite is
 * told the write may be unchanged; the write itself must still audit (checked here instead).
 */
function auditedOnce<T>(
  app: FastifyInstance,
  operator: StaffOperator,
  request: IdempotentRequest,
  options: AuditedWriteOptions,
  work: (tx: Transaction, audit: (record: AuditRecord) => void) => Promise<T>,
): Promise<T> {
  return auditedWrite(app, operator, { ...options, mayBeUnchanged: true }, (tx, audit) =>
    withIdempotency(tx, request, async () => {
      let audited = false;
      const value = await work(tx, (record) => {
        audited = true;
        audit(record);
      });
      if (!audited && !options.mayBeUnchanged) {
        throw new Error('auditedOnce: the change recorded no audit row');
      }
      return value;
    }),
  );
}

async function readyToWrite(app: FastifyInstance) {
  const notify = notifier(app);
  await notify?.ready();
  const events = webhookEvents(app);
  await events?.ready();
  return { notify, events };
}

// ── A booking for a member or a walk-in ─────────────────────────────────────

export async function createStaffEntry(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffEntryCreateBody,
  now: Date = new Date(),
): Promise<StaffEntryCreateResult> {
  const request = requestOf(operator, 'staffEntryCreate', body);
  const replayed = await storedAnswer<StaffEntryCreateResult>(app.db, request);
  if (replayed) return replayed;
  const session = await bookableSession(app, body.programInstanceIdx, now);
  partyWithinProgram(session, body.personCount, 'personCount');
  const walkIn = body.walkIn ?? null;
  if (walkIn && session.execDate !== seoulToday(now)) throw new AppError(409, 'WALK_IN_NOT_TODAY');
  if (body.userIdx !== undefined) {
    if (!(await findMember(app.db, body.userIdx))) {
      throw new AppError(404, 'NOT_FOUND', '회원을 찾을 수 없어요.');
    }
    const refusal = await refusalOf(app.db, body.userIdx, now);
    if (refusal) throw refusal;
  }
  const answers = (body.answers ?? []).filter((a) => a.answer.trim() !== '');
  if (answers.length > 0) {
    const questions = await listQuestions(app.db, session.programIdx);
    const issues = answerIssues(questions.questionList, questions.questionOptionsList, answers);
    if (issues.length > 0) {
      throw AppError.invalidFields(
        issues.map((issue) => ({
          path: issue.index === null ? 'answers' : `answers.${issue.index}.answer`,
          message: issue.message,
        })),
      );
    }
  }
  const { notify, events } = await readyToWrite(app);
  const status = walkIn ? 'DONE' : 'CONFIRM';
  return auditedOnce(app, operator, request, {}, async (tx, audit) => {
    const taken = await takeSeats(tx, session.programInstanceIdx, body.personCount);
    if (!taken) {
      throw await seatsRefusal(
        tx,
        session,
        (left) =>
          `${sessionTime(session)} 회차에 남은 자리가 ${left}석이라 ${body.personCount}명을 예약할 수 없어요.`,
      );
    }
    const userIdx = walkIn ? await insertWalkIn(tx, walkIn) : (body.userIdx as number);
    const reserveEntryId = newReserveEntryId('R', now);
    const reserveEntryIdx = await insertStaffEntry(tx, {
      reserveEntryId,
      userIdx,
      programIdx: session.programIdx,
      programInstanceIdx: session.programInstanceIdx,
      participantCnt: body.personCount,
      status,
      name: null,
      phoneNumber: null,
    });
    if (reserveEntryIdx === undefined) {
      throw new AppError(
        409,
        'ALREADY_ENTERED',
        '이미 이 프로그램에 예약이 있는 회원이에요. 명단에서 그 예약을 옮기거나 인원을 바꿔 주세요.',
      );
    }
    await insertAnswers(tx, reserveEntryIdx, answers);
    if (walkIn) {
      await checkInWalkIn(tx, {
        userIdx,
        programIdx: session.programIdx,
        reserveEntryIdx,
        visitDate: session.execDate,
        operatorIdx: operator.operatorIdx,
        now,
      });
    } else {
      // The member's 예약 확정, as a booking of their own would send it (decision 064's kind).
      await notify?.entries(tx, 'RESERVATION_CONFIRMED', [reserveEntryIdx]);
    }
    await emitEntryEvents(events, tx, 'entry.created', [reserveEntryIdx], now, {
      by: 'STAFF',
      walkIn: walkIn !== null,
    });
    if (walkIn) {
      await emitEntryEvents(events, tx, 'entry.checked_in', [reserveEntryIdx], now, {
        by: 'STAFF',
      });
    }
    audit({
      action: walkIn ? 'entry.walk-in' : 'entry.staff-create',
      targetType: 'reserveEntry',
      targetId: reserveEntryIdx,
      before: null,
      after: {
        reserveEntryId,
        userIdx,
        programIdx: session.programIdx,
        programInstanceIdx: session.programInstanceIdx,
        session: `${session.execDate} ${sessionTime(session)}`,
        participantCnt: body.personCount,
        walkIn: walkIn !== null,
      },
    });
    return {
      reserveEntryIdx,
      reserveEntryId,
      status,
      statusLabel: participationLabel('RESERVATION', status),
      walkInYn: walkIn ? 'Y' : 'N',
      seatsLeft: taken.seatsLeft,
    };
  });
}

// ── A move to another session ───────────────────────────────────────────────

async function lockBooked(tx: Transaction, reserveEntryIdx: number, what: string) {
  const entry = await lockStaffEntry(tx, reserveEntryIdx);
  if (!entry) throw new AppError(404, 'NOT_FOUND', '예약을 찾을 수 없어요.');
  if (
    entry.programType !== 'RESERVATION' ||
    !BOOKED.includes(entry.status) ||
    entry.programInstanceIdx === null
  ) {
    throw new AppError(409, 'ENTRY_STATUS_CONFLICT', `확정된 예약만 ${what} 수 있어요.`);
  }
  return entry as StaffLockedEntry & { programInstanceIdx: number };
}

export async function moveStaffEntry(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffEntryMoveBody,
  now: Date = new Date(),
): Promise<StaffEntryMoveResult> {
  const request = requestOf(operator, 'staffEntryMove', body);
  const replayed = await storedAnswer<StaffEntryMoveResult>(app.db, request);
  if (replayed) return replayed;
  const target = await bookableSession(app, body.programInstanceIdx, now);
  if (instanceStart(target.execDate, target.startTime) <= now) {
    throw new AppError(
      409,
      'SESSION_NOT_BOOKABLE',
      '이미 시작된 회차로는 옮길 수 없어요. 시작 전 회차를 골라 주세요.',
    );
  }
  const { notify, events } = await readyToWrite(app);
  const moved = await withRetry(() =>
    auditedOnce(app, operator, request, {}, async (tx, audit) => {
      const entry = await lockBooked(tx, body.reserveEntryIdx, '옮길');
      if (entry.programIdx !== target.programIdx) {
        throw new AppError(
          409,
          'SESSION_NOT_BOOKABLE',
          '같은 프로그램의 다른 회차로만 옮길 수 있어요.',
        );
      }
      if (entry.programInstanceIdx === target.programInstanceIdx) {
        throw new AppError(409, 'SESSION_NOT_BOOKABLE', '이미 이 회차의 예약이에요.');
      }
      const from = await findSession(tx, entry.programInstanceIdx);
      if (!from) throw new Error('a booked entry without its session');
      const reason = movedReason(from, target);
      if (!(await cancelMoved(tx, entry, reason, now))) {
        throw new AppError(409, 'ENTRY_STATUS_CONFLICT');
      }
      await giveSeats(tx, from.programInstanceIdx, entry.participantCnt);
      if (!(await takeSeats(tx, target.programInstanceIdx, entry.participantCnt))) {
        throw await seatsRefusal(
          tx,
          target,
          (left) =>
            `옮길 회차(${target.execDate} ${sessionTime(target)})에 남은 자리가 ${left}석이라 ${entry.participantCnt}명 예약을 옮길 수 없어요.`,
        );
      }
      const reserveEntryId = newReserveEntryId('R', now);
      const reserveEntryIdx = await insertStaffEntry(tx, {
        reserveEntryId,
        userIdx: entry.userIdx,
        programIdx: entry.programIdx,
        programInstanceIdx: target.programInstanceIdx,
        participantCnt: entry.participantCnt,
        status: 'CONFIRM',
        name: entry.name,
        phoneNumber: entry.phoneNumber,
      });
      if (reserveEntryIdx === undefined) throw new AppError(409, 'ENTRY_STATUS_CONFLICT');
      await copyAnswersAndConsents(tx, entry.reserveEntryIdx, reserveEntryIdx);
      await sendMoveMessages(notify, tx, entry.reserveEntryIdx, reserveEntryIdx, reason);
      await emitEntryEvents(events, tx, 'entry.cancelled', [entry.reserveEntryIdx], now, {
        cause: 'STAFF_MOVE',
        reason,
        movedToReserveEntryIdx: reserveEntryIdx,
      });
      await emitEntryEvents(events, tx, 'entry.created', [reserveEntryIdx], now, {
        by: 'STAFF',
        movedFromReserveEntryIdx: entry.reserveEntryIdx,
      });
      audit({
        action: 'entry.move',
        targetType: 'reserveEntry',
        targetId: entry.reserveEntryIdx,
        before: {
          reserveEntryId: entry.reserveEntryId,
          programInstanceIdx: from.programInstanceIdx,
          session: `${from.execDate} ${sessionTime(from)}`,
          participantCnt: entry.participantCnt,
        },
        after: {
          reserveEntryIdx,
          reserveEntryId,
          programInstanceIdx: target.programInstanceIdx,
          session: `${target.execDate} ${sessionTime(target)}`,
          participantCnt: entry.participantCnt,
        },
      });
      return {
        reserveEntryIdx,
        reserveEntryId,
        previousReserveEntryIdx: entry.reserveEntryIdx,
        execDate: target.execDate,
        execTime: sessionTime(target),
      };
    }),
  );
  app.seatsFreed.tell();
  return moved;
}

/** 취소 안내 of the old session (with why) and 예약 확정 of the new: two kinds members know. */
async function sendMoveMessages(
  notify: Notifier | null,
  tx: Transaction,
  fromIdx: number,
  toIdx: number,
  reason: string,
) {
  if (!notify) return;
  await notify.entries(tx, 'ENTRY_CANCELLED', [fromIdx], () => ({ 사유: reason }));
  await notify.entries(tx, 'RESERVATION_CONFIRMED', [toIdx]);
}

// ── A new party size ────────────────────────────────────────────────────────

export async function changePartySize(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffEntryPartySizeBody,
  now: Date = new Date(),
): Promise<StaffEntryPartySizeResult> {
  const request = requestOf(operator, 'staffEntryPartySize', body);
  const replayed = await storedAnswer<StaffEntryPartySizeResult>(app.db, request);
  if (replayed) return replayed;
  const result = await withRetry(() =>
    auditedOnce(app, operator, request, { mayBeUnchanged: true }, async (tx, audit) => {
      const entry = await lockBooked(tx, body.reserveEntryIdx, '인원을 바꿀');
      const session = await findSession(tx, entry.programInstanceIdx);
      if (!session) throw new Error('a booked entry without its session');
      const change = body.personCount - entry.participantCnt;
      if (change === 0) {
        return {
          reserveEntryIdx: entry.reserveEntryIdx,
          participantCnt: body.personCount,
          freedSeats: 0,
        };
      }
      if (change > 0) partyWithinProgram(session, body.personCount, 'personCount');
      if (change > 0 && !(await takeSeats(tx, session.programInstanceIdx, change))) {
        throw await seatsRefusal(
          tx,
          session,
          (left) =>
            `${sessionTime(session)} 회차에 남은 자리가 ${left}석이라 ${body.personCount}명으로 늘릴 수 없어요. (${change}석 더 필요)`,
        );
      }
      if (change < 0) await giveSeats(tx, session.programInstanceIdx, -change);
      await setPartySize(tx, entry.reserveEntryIdx, body.personCount, now);
      audit({
        action: 'entry.party-size',
        targetType: 'reserveEntry',
        targetId: entry.reserveEntryIdx,
        before: { reserveEntryId: entry.reserveEntryId, participantCnt: entry.participantCnt },
        after: { reserveEntryId: entry.reserveEntryId, participantCnt: body.personCount },
      });
      return {
        reserveEntryIdx: entry.reserveEntryIdx,
        participantCnt: body.personCount,
        freedSeats: -change,
      };
    }),
  );
  if (result.freedSeats > 0) app.seatsFreed.tell();
  return result;
}

// ── Seats held for a group ──────────────────────────────────────────────────

export async function createHold(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffHoldCreateBody,
  now: Date = new Date(),
): Promise<SeatHold> {
  const request = requestOf(operator, 'staffHoldCreate', body);
  const replayed = await storedAnswer<SeatHold>(app.db, request);
  if (replayed) return replayed;
  const session = await findSession(app.db, body.programInstanceIdx);
  if (!session) throw new AppError(404, 'NOT_FOUND', '회차를 찾을 수 없어요.');
  if (session.programType !== 'RESERVATION') {
    throw new AppError(
      409,
      'SESSION_NOT_BOOKABLE',
      '좌석은 예약 프로그램의 회차에만 잡아 둘 수 있어요.',
    );
  }
  if (session.cancelledAt || sessionEnd(session) <= now) {
    throw new AppError(409, 'SESSION_NOT_BOOKABLE');
  }
  return auditedOnce(app, operator, request, {}, async (tx, audit) => {
    if (!(await holdSeats(tx, session.programInstanceIdx, body.seats))) {
      throw await seatsRefusal(
        tx,
        session,
        (left) =>
          `${sessionTime(session)} 회차에 남은 자리가 ${left}석이라 ${body.seats}석을 잡아 둘 수 없어요.`,
      );
    }
    const holdIdx = await insertHold(tx, {
      programInstanceIdx: session.programInstanceIdx,
      seats: body.seats,
      label: body.label,
      createdBy: operator.operatorIdx,
    });
    audit({
      action: 'hold.create',
      targetType: 'seatHold',
      targetId: holdIdx,
      before: null,
      after: {
        heldFor: body.label,
        seats: body.seats,
        programInstanceIdx: session.programInstanceIdx,
        session: `${session.execDate} ${sessionTime(session)}`,
      },
    });
    const hold = await findHold(tx, holdIdx);
    if (!hold) throw new Error('hold vanished');
    return toSeatHold(hold);
  });
}

export async function releaseSeatHold(
  app: FastifyInstance,
  operator: StaffOperator,
  holdIdx: number,
  now: Date = new Date(),
) {
  const released = await auditedWrite(app, operator, {}, async (tx, audit) => {
    const hold = await releaseHold(tx, holdIdx, operator.operatorIdx, now);
    if (!hold) {
      if (await findHold(tx, holdIdx)) throw new AppError(409, 'HOLD_RELEASED');
      throw new AppError(404, 'NOT_FOUND', '잡아 둔 좌석을 찾을 수 없어요.');
    }
    await unholdSeats(tx, hold.programInstanceIdx, hold.seats);
    audit({
      action: 'hold.release',
      targetType: 'seatHold',
      targetId: holdIdx,
      before: {
        heldFor: hold.label,
        seats: hold.seats,
        programInstanceIdx: hold.programInstanceIdx,
      },
      after: null,
    });
    return { holdIdx, freedSeats: hold.seats };
  });
  app.seatsFreed.tell();
  return released;
}

export async function holdsOf(
  app: FastifyInstance,
  programInstanceIdx: number,
): Promise<StaffHoldList> {
  const session = await findSession(app.db, programInstanceIdx);
  if (!session) throw new AppError(404, 'NOT_FOUND', '회차를 찾을 수 없어요.');
  // A cancelled session gave every seat back (its held count is 0): its holds no longer hold.
  const holds = session.cancelledAt ? [] : await listHolds(app.db, programInstanceIdx);
  return {
    holds: holds.map(toSeatHold),
    capacity: session.capacity,
    reservedCount: session.reservedCount,
    heldCount: session.heldCount,
  };
}

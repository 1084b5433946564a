/**
 * The waiting list of a full session (decision 063).
 *
 * - Join: the booking the member would make is checked as a booking is (the program's rules,
 *   questions, terms, party size, closed days; reserve-entries' `prepareEntry`), the session must
 *   be full for that party (409 SEATS_AVAILABLE otherwise), the member must not hold an entry of
 *   the program already (409 ALREADY_ENTERED) and may wait for the venue's `waitlist.maxPerMember`
 *   sessions at once (409 WAITLIST_LIMIT, default 3); one place per member and session (409 WAITLIST_ALREADY_JOINED).
 * - Offers (`offerSeats`): whenever seats may be free, the first WAITING member whose party fits
 *   gets them held until `offerDeadline` (12 h / 2 h / 20 min by how near the start is, never
 *   past it) and a 예약 제안 알림톡, one session row lock per offer. A session that started, was
 *   cancelled or closed closes its line (대기 종료 안내).
 * - Accept books the held seats (`bookHeldSeats`, the booking's own statement); after the deadline
 *   409 WAITLIST_OFFER_EXPIRED, and the seats go on to the next member. Decline, leave and an
 *   EDITOR's removal give held seats back and offer them on.
 */
import {
  newReserveEntryId,
  offerDeadline,
  WAITLIST_MAX_PER_MEMBER,
  type WaitlistItem,
  type waitlistAcceptBody,
  type waitlistJoinBody,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { createRerun } from '../../../lib/rerun';
import { plainProgramName } from '../../content/surveys/surveys.service';
import { instantWhen, notifier, visitWhen } from '../../messages/notify/notify';
import { emitEntryEvents, webhookEvents } from '../../operations/integrations/webhooks';
import { venueSettings } from '../../venue/cms-venue/venue-settings';
import type { BookingChecks } from '../reserve-entries/booking-checks';
import { bookHeldSeats, type NewEntry } from '../reserve-entries/reserve-entries.repository';
import { prepareEntry, refusalOf } from '../reserve-entries/reserve-entries.service';
import {
  closeWaiting,
  countActive,
  dueOffers,
  endPlace,
  entryIdOf,
  findMemberPlace,
  findPlace,
  findSession,
  firstFitting,
  holdsEntry,
  insertWaiting,
  type LockedInstance,
  listMemberPlaces,
  lockInstance,
  markAccepted,
  markOffered,
  reconcileHeld,
  sessionsToRefill,
  startOf,
} from './waitlist.repository';

type JoinBody = z.output<typeof waitlistJoinBody>;
type AcceptBody = z.output<typeof waitlistAcceptBody>;

/** A booking's field names as the join body calls them. */
const JOIN_FIELDS: [RegExp, string][] = [
  [/^participantCnt$/, 'personCount'],
  [/^questionList/, 'answers'],
];

/** The entry a place would book, checked as a booking is. */
async function placeEntry(
  checks: BookingChecks,
  userIdx: number,
  programIdx: number,
  programInstanceIdx: number,
  personCount: number,
  body: Pick<
    JoinBody,
    'answers' | 'name' | 'phoneNumber' | 'email' | 'agreementYn' | 'programTermList'
  >,
  now: Date,
): Promise<NewEntry> {
  const rules = await checks.rules(programIdx);
  if (!rules) throw new AppError(404, 'PROGRAM_NOT_FOUND');
  if (rules.program.programType !== 'RESERVATION') {
    throw new AppError(409, 'PROGRAM_CLOSED', '대기 신청은 예약 프로그램에서만 할 수 있어요.');
  }
  try {
    return await prepareEntry(
      checks,
      userIdx,
      {
        programIdx,
        programInstanceIdx,
        programType: 'RESERVATION',
        participantCnt: personCount,
        // Sent by the app's insert, never trusted or stored: the program has one.
        programCategoryIdx: 0,
        userIdx,
        name: body.name,
        phoneNumber: body.phoneNumber,
        email: body.email,
        agreementYn: body.agreementYn,
        questionList: body.answers,
        reserveEntryId: newReserveEntryId('R', now),
        programTermList: body.programTermList,
      },
      null,
      now,
    );
  } catch (error) {
    if (error instanceof AppError && error.fields) {
      for (const field of error.fields) {
        for (const [pattern, name] of JOIN_FIELDS) field.path = field.path.replace(pattern, name);
      }
    }
    throw error;
  }
}

export interface Waitlist {
  join(
    userIdx: number,
    body: JoinBody,
    now?: Date,
  ): Promise<{ waitlistIdx: number; position: number }>;
  list(userIdx: number, active: boolean): Promise<WaitlistItem[]>;
  /** How many sessions a member may wait for at once (the venue's setting). */
  limit(): Promise<number>;
  leave(userIdx: number, waitlistIdx: number, now?: Date): Promise<void>;
  decline(userIdx: number, waitlistIdx: number, now?: Date): Promise<void>;
  accept(
    userIdx: number,
    body: AcceptBody,
    now?: Date,
  ): Promise<{ reserveEntryIdx: number; reserveEntryId: string }>;
  /** Offers the free seats of a session (every session with a line when omitted); the offers made. */
  offerSeats(programInstanceIdx?: number, now?: Date): Promise<number[]>;
  /** Ends offers past their deadline, then offers what they held (and any seat free). */
  sweep(now?: Date): Promise<{ expired: number; offered: number[] }>;
  /** Seats may have been freed (a cancel, 못 가요, a capacity raise): offer them soon. */
  kick(): void;
  /** Waits for a kicked refill under way (tests, shutdown). */
  settled(): Promise<void>;
}

const waitlists = new WeakMap<object, Waitlist>();

/** The app's waiting list (one per app: its kick is shared by every route that frees seats). */
export function waitlistOf(app: FastifyInstance, checks: BookingChecks): Waitlist {
  const existing = waitlists.get(app.seatsFreed);
  if (existing) return existing;
  const notify = notifier(app);
  // waitlist.offered / accepted / expired webhooks (decision 067), in each change's transaction.
  const hooks = webhookEvents(app);

  const placeVariables = (instance: LockedInstance, extra: Record<string, string>) => ({
    프로그램: plainProgramName(instance.programName) ?? '',
    프로그램번호: String(instance.programIdx),
    일시: visitWhen(instance.execDate, instance.startTime),
    ...extra,
  });

  /** One offer (or the line's closing) in a transaction of its own; the offer made, or null. */
  const offerOne = async (programInstanceIdx: number, now: Date): Promise<number | 'done'> => {
    await notify?.ready();
    await hooks?.ready();
    return app.db.transaction(async (tx) => {
      const instance = await lockInstance(tx, programInstanceIdx);
      if (!instance) return 'done';
      const start = startOf(instance);
      if (instance.cancelledAt || !instance.open || start <= now) {
        const reason = instance.cancelledAt
          ? '운영이 취소되어'
          : start <= now
            ? '시작되어'
            : '예약이 마감되어';
        const closed = await closeWaiting(tx, programInstanceIdx, now, reason);
        await tellClosed(tx, instance, closed, reason);
        return 'done';
      }
      const free =
        instance.capacity === null
          ? null
          : instance.capacity - instance.reservedCount - instance.heldCount;
      if (free !== null && free <= 0) return 'done';
      const next = await firstFitting(tx, programInstanceIdx, free);
      if (!next) return 'done';
      const deadline = offerDeadline(now, start);
      await markOffered(tx, next, programInstanceIdx, now, deadline);
      await notify?.member(tx, 'WAITLIST_OFFERED', {
        userIdx: next.userIdx,
        causeKey: `waitlist:${next.waitlistIdx}`,
        variables: placeVariables(instance, {
          인원: `${next.personCount}명`,
          마감: instantWhen(deadline),
          대기번호: String(next.waitlistIdx),
        }),
      });
      await hooks?.emit(
        tx,
        'waitlist.offered',
        `waitlist.offered:${next.waitlistIdx}`,
        {
          waitlistIdx: next.waitlistIdx,
          programIdx: instance.programIdx,
          programInstanceIdx,
          personCount: next.personCount,
          userIdx: next.userIdx,
          offerDeadline: deadline.toISOString(),
        },
        now,
      );
      return next.waitlistIdx;
    });
  };

  const tellClosed = async (
    tx: Transaction,
    instance: LockedInstance,
    closed: { waitlistIdx: number; userIdx: number }[],
    reason: string,
  ) => {
    if (!notify) return;
    for (const place of closed) {
      await notify.member(tx, 'WAITLIST_CLOSED', {
        userIdx: place.userIdx,
        causeKey: `waitlist:${place.waitlistIdx}`,
        variables: placeVariables(instance, { 사유: reason }),
      });
    }
  };

  const offerSession = async (programInstanceIdx: number, now: Date) => {
    const offered: number[] = [];
    for (;;) {
      const outcome = await offerOne(programInstanceIdx, now);
      if (outcome === 'done') return offered;
      offered.push(outcome);
    }
  };

  const waitlist: Waitlist = {
    async join(userIdx, body, now = new Date()) {
      const session = await findSession(app.db, body.programInstanceIdx);
      if (!session) throw new AppError(404, 'NOT_FOUND', '회차를 찾을 수 없어요.');
      const entry = await placeEntry(
        checks,
        userIdx,
        session.programIdx,
        body.programInstanceIdx,
        body.personCount,
        body,
        now,
      );
      const limit = await waitlist.limit();
      return app.db.transaction(async (tx) => {
        const instance = await lockInstance(tx, body.programInstanceIdx);
        if (!instance) throw new AppError(404, 'NOT_FOUND', '회차를 찾을 수 없어요.');
        // A member who may not book now may not wait either (an operator's or the no-show rules').
        const refusal = await refusalOf(tx, userIdx, now);
        if (refusal) throw refusal;
        const free =
          instance.capacity === null
            ? Number.POSITIVE_INFINITY
            : instance.capacity - instance.reservedCount - instance.heldCount;
        if (free >= body.personCount) throw new AppError(409, 'SEATS_AVAILABLE');
        if (instance.capacity !== null && body.personCount > instance.capacity) {
          throw AppError.invalidFields([
            {
              path: 'personCount',
              message: `이 회차는 최대 ${instance.capacity}명이라 그보다 많은 인원으로는 기다릴 수 없어요.`,
            },
          ]);
        }
        if (await holdsEntry(tx, userIdx, instance.programIdx)) {
          throw new AppError(409, 'ALREADY_ENTERED');
        }
        if ((await countActive(tx, userIdx)) >= limit) {
          throw new AppError(
            409,
            'WAITLIST_LIMIT',
            `대기 신청은 동시에 최대 ${limit}개 회차까지 할 수 있어요. 다른 대기를 취소한 뒤 신청해 주세요.`,
          );
        }
        const waitlistIdx = await insertWaiting(tx, {
          userIdx,
          programIdx: instance.programIdx,
          programInstanceIdx: body.programInstanceIdx,
          personCount: body.personCount,
          request: {
            name: entry.name,
            phoneNumber: entry.phoneNumber,
            email: entry.email,
            agreementYn: entry.agreementYn,
            answers: entry.answers,
            consents: entry.consents,
          },
          now,
        });
        if (waitlistIdx === null) throw new AppError(409, 'WAITLIST_ALREADY_JOINED');
        const place = await findMemberPlace(tx, userIdx, waitlistIdx);
        return { waitlistIdx, position: place?.position ?? 1 };
      });
    },

    list: (userIdx, active) => listMemberPlaces(app.db, userIdx, active),

    limit: async () => (await venueSettings(app))?.waitlist.maxPerMember ?? WAITLIST_MAX_PER_MEMBER,

    async leave(userIdx, waitlistIdx, now = new Date()) {
      await endOwn(userIdx, waitlistIdx, 'LEFT', now, false);
    },

    async decline(userIdx, waitlistIdx, now = new Date()) {
      await endOwn(userIdx, waitlistIdx, 'DECLINED', now, true);
    },

    async accept(userIdx, body, now = new Date()) {
      const place = await findPlace(app.db, body.waitlistIdx);
      if (!place || place.userIdx !== userIdx) throw placeNotFound();
      if (place.state === 'ACCEPTED' && place.reserveEntryIdx !== null) {
        return acceptedEntry(place.reserveEntryIdx);
      }
      if (place.state === 'EXPIRED') throw new AppError(409, 'WAITLIST_OFFER_EXPIRED');
      if (place.state !== 'OFFERED') throw new AppError(409, 'WAITLIST_NOT_OFFERED');
      if (place.offerDeadline && place.offerDeadline <= now) {
        // Ended here rather than by the minute's sweep: its seats go on to the next member now.
        if (await expire(place.waitlistIdx, now)) waitlist.kick();
        throw new AppError(409, 'WAITLIST_OFFER_EXPIRED');
      }
      // The program's rules again (they may have changed since the join), with the answers given
      // now where the member changed them.
      const entry = await placeEntry(
        checks,
        userIdx,
        place.programIdx,
        place.programInstanceIdx,
        place.personCount,
        {
          answers:
            body.answers ??
            place.request.answers.map((a) => ({
              programQuestionIdx: a.programQuestionIdx,
              answer: a.answer,
            })),
          name: place.request.name ?? undefined,
          phoneNumber: place.request.phoneNumber ?? undefined,
          email: place.request.email ?? undefined,
          agreementYn: place.request.agreementYn ? 'Y' : 'N',
          programTermList: place.request.consents.map((c) => ({
            termsIdx: c.programTermsIdx,
            agreementYn: c.agreed ? 'Y' : 'N',
          })),
        },
        now,
      );
      await notify?.ready();
      await hooks?.ready();
      const booked = await app.db
        .transaction(async (tx) => {
          const locked = await findPlace(tx, place.waitlistIdx, true);
          if (locked?.state !== 'OFFERED') throw new Refused('WAITLIST_NOT_OFFERED');
          if (locked.offerDeadline && locked.offerDeadline <= now) {
            throw new Refused('WAITLIST_OFFER_EXPIRED');
          }
          const outcome = await bookHeldSeats(tx, entry, now);
          if (outcome.kind !== 'created') throw new Refused(outcome.kind);
          await markAccepted(tx, place.waitlistIdx, outcome.reserveEntryIdx, now);
          await notify?.entries(tx, 'RESERVATION_CONFIRMED', [outcome.reserveEntryIdx]);
          const data = {
            waitlistIdx: place.waitlistIdx,
            programInstanceIdx: place.programInstanceIdx,
          };
          await hooks?.emit(
            tx,
            'waitlist.accepted',
            `waitlist.accepted:${place.waitlistIdx}`,
            {
              ...data,
              reserveEntryIdx: outcome.reserveEntryIdx,
            },
            now,
          );
          await emitEntryEvents(hooks, tx, 'entry.created', [outcome.reserveEntryIdx], now, {
            from: 'WAITLIST',
          });
          return outcome.reserveEntryIdx;
        })
        .catch((error: unknown) => {
          if (!(error instanceof Refused)) throw error;
          throw refusal(error.reason);
        });
      return { reserveEntryIdx: booked, reserveEntryId: entry.reserveEntryId };
    },

    async offerSeats(programInstanceIdx, now = new Date()) {
      const sessions =
        programInstanceIdx === undefined ? await sessionsToRefill(app.db) : [programInstanceIdx];
      const offered: number[] = [];
      for (const session of sessions) offered.push(...(await offerSession(session, now)));
      return offered;
    },

    async sweep(now = new Date()) {
      const due = await dueOffers(app.db, now);
      let expired = 0;
      for (const waitlistIdx of due) if (await expire(waitlistIdx, now)) expired += 1;
      await reconcileHeld(app.db);
      return { expired, offered: await waitlist.offerSeats(undefined, now) };
    },

    kick: () => refill.kick(),
    settled: () => refill.settled(),
  };

  const refill = createRerun(
    () => waitlist.offerSeats(),
    (error) => {
      // The minute's sweep offers them.
      app.log.warn({ err: error }, 'offering freed seats failed, will retry');
    },
  );

  const expire = async (waitlistIdx: number, now: Date) => {
    await hooks?.ready();
    return app.db.transaction(async (tx) => {
      const ended = await endPlace(tx, waitlistIdx, 'EXPIRED', now);
      if (ended) {
        await hooks?.emit(
          tx,
          'waitlist.expired',
          `waitlist.expired:${waitlistIdx}`,
          {
            waitlistIdx,
          },
          now,
        );
      }
      return ended;
    });
  };

  const endOwn = async (
    userIdx: number,
    waitlistIdx: number,
    state: 'LEFT' | 'DECLINED',
    now: Date,
    mustBeOffered: boolean,
  ) => {
    const place = await findPlace(app.db, waitlistIdx);
    if (!place || place.userIdx !== userIdx) throw placeNotFound();
    if (mustBeOffered && place.state !== 'OFFERED') {
      if (place.state === 'DECLINED') return;
      throw new AppError(409, 'WAITLIST_NOT_OFFERED');
    }
    const ended = await app.db.transaction((tx) => endPlace(tx, waitlistIdx, state, now));
    if (ended && place.state === 'OFFERED') waitlist.kick();
  };

  const acceptedEntry = async (reserveEntryIdx: number) => ({
    reserveEntryIdx,
    reserveEntryId: (await entryIdOf(app.db, reserveEntryIdx)) ?? '',
  });

  waitlists.set(app.seatsFreed, waitlist);
  return waitlist;
}

class Refused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

function refusal(reason: string): AppError {
  switch (reason) {
    case 'WAITLIST_OFFER_EXPIRED':
      return new AppError(409, 'WAITLIST_OFFER_EXPIRED');
    case 'WAITLIST_NOT_OFFERED':
      return new AppError(409, 'WAITLIST_NOT_OFFERED');
    case 'restricted':
      return new AppError(403, 'PARTICIPATION_RESTRICTED', '지금은 예약·응모를 할 수 없어요.');
    case 'entered':
    case 'conflict':
      return new AppError(409, 'ALREADY_ENTERED');
    default:
      return new AppError(409, 'PROGRAM_CLOSED');
  }
}

const placeNotFound = () => new AppError(404, 'NOT_FOUND', '대기 내역을 찾을 수 없어요.');

/**
 * Cancelled wins passed on to the next candidate (decision 066, after 036).
 *
 * - Passing on (`passOn`): a win cancelled (by the member or an operator), and an offer declined
 *   or let lapse, goes to the next candidate of its pool in the draw record's order who still
 *   stands (never won or offered, entry LOSE, member active). The candidate is offered it until
 *   the waiting list's deadline (`offerDeadline`: 12 h / 2 h / 20 min by how near the session is,
 *   never past its start) and gets a 당첨 기회 알림톡; their entry stays LOSE until they accept.
 *   Each pass-on locks the program row (as the draw and an EDITOR's offer do), so two instances
 *   never pass the same win twice; the unique `cancelled_entry_idx` and `offered_entry_idx` are
 *   the backstop.
 * - Accept makes the entry WIN (and sends 당첨) if the window is open; after it 409
 *   DRAW_OFFER_EXPIRED, and the win goes on. Decline passes it on at once. Both are idempotent.
 * - An EDITOR's 다음 순번에게 (ops-draws) gives it at once with no window (`giveAtOnce`).
 * - Runs when `app.seatsFreed` is told (a cancel) and in the `draws.offers` job every minute
 *   (expiry, and what a stopped instance left).
 */
import { drawOrder, offerDeadline } from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { createRerun } from '../../../lib/rerun';
import { instantWhen, notifier } from '../../messages/notify/notify';
import { type DrawRecord, drawMessages, findDraw } from '../draws/draws.service';
import { instanceStart } from '../programs/programs.rules';
import {
  dueOffers,
  endOffer,
  findLink,
  type LinkRow,
  linksToPassOn,
  listDrawOffers,
  listOfferableEntryIdxs,
  lockDrawProgram,
  lockOpenOffer,
  memberEntry,
  programsToPassOn,
  recordOffer,
  winEntry,
} from './draw-offers.repository';

export interface NextCandidate {
  entryIdx: number;
  /** 1-based place in its pool's order */
  rank: number;
  poolIndex: number;
}

/** The records' orders, by program and seed: a 10,000-entry order takes about a second. */
const orders = new Map<string, Promise<number[][]>>();
const ORDERS_KEPT = 32;

function orderOf(record: DrawRecord): Promise<number[][]> {
  const key = `${record.programIdx}:${record.seed}`;
  let order = orders.get(key);
  if (!order) {
    if (orders.size >= ORDERS_KEPT) orders.delete(orders.keys().next().value as string);
    order = drawOrder(record.seed, record.pools);
    orders.set(key, order);
  }
  return order;
}

/**
 * Who comes next after `fromEntryIdx` in its pool: the first in the record's order who never won
 * and was never offered a win, whose entry lost and whose member is active. Null when nobody is.
 */
export async function nextCandidate(
  tx: Transaction,
  record: DrawRecord,
  fromEntryIdx: number,
): Promise<NextCandidate | null> {
  const offers = await listDrawOffers(tx, record.programIdx);
  const wonOnce = new Set([...record.winnerEntryIdxs, ...offers.map((o) => o.offeredEntryIdx)]);
  const poolIndex = record.pools.findIndex((pool) => pool.entryIdxs.includes(fromEntryIdx));
  if (poolIndex < 0) return null;
  const order = (await orderOf(record))[poolIndex] ?? [];
  const offerable = await listOfferableEntryIdxs(tx, record.programIdx);
  const position = order.findIndex((id) => !wonOnce.has(id) && offerable.has(id));
  const entryIdx = order[position];
  return entryIdx === undefined ? null : { entryIdx, rank: position + 1, poolIndex };
}

/** When the link's session starts; null for a program without sessions. */
const startOfLink = (link: LinkRow) =>
  link.execDate && link.startTime ? instanceStart(link.execDate, link.startTime) : null;

/** Without a session the window is the longest one. */
const FAR_AHEAD_MS = 365 * 24 * 3_600_000;

export interface DrawOffers {
  /** Passes on every win waiting for it (in one program, or all); the entries offered. */
  passOn(programIdx?: number, now?: Date): Promise<number[]>;
  /** Ends offers past their window, then passes on what waits. */
  sweep(now?: Date): Promise<{ expired: number; offered: number[] }>;
  accept(userIdx: number, reserveEntryIdx: number, now?: Date): Promise<void>;
  decline(userIdx: number, reserveEntryIdx: number, now?: Date): Promise<void>;
  /** A win may wait to be passed on (a cancel): pass it on soon. */
  kick(): void;
  /** Waits for a kicked run under way (tests, shutdown). */
  settled(): Promise<void>;
}

const offersOfApps = new WeakMap<object, DrawOffers>();

/** The app's offers of cancelled wins (one per app: its kick is shared). */
export function drawOffersOf(app: FastifyInstance): DrawOffers {
  const existing = offersOfApps.get(app.seatsFreed);
  if (existing) return existing;
  const notify = notifier(app);
  const results = drawMessages(app);

  /** One program's waiting wins, passed on in one transaction under the program's lock. */
  const passOnProgram = async (programIdx: number, now: Date): Promise<number[]> => {
    await notify?.ready();
    return app.db.transaction(async (tx) => {
      await lockDrawProgram(tx, programIdx);
      const record = await findDraw(tx, programIdx);
      if (!record) return [];
      const offered: number[] = [];
      for (const from of await linksToPassOn(tx, programIdx)) {
        const link = await findLink(tx, programIdx, from);
        if (!link || link.instanceCancelledAt) continue;
        const start = startOfLink(link);
        if (start && start <= now) continue;
        const next = await nextCandidate(tx, record, from);
        if (!next) continue;
        const deadline = offerDeadline(now, start ?? new Date(now.getTime() + FAR_AHEAD_MS));
        const recorded = await recordOffer(tx, {
          programIdx,
          cancelledEntryIdx: from,
          offeredEntryIdx: next.entryIdx,
          operatorIdx: null,
          deadline,
          now,
        });
        if (!recorded) continue;
        await notify?.entries(tx, 'DRAW_OFFERED', [next.entryIdx], () => ({
          마감: instantWhen(deadline),
        }));
        offered.push(next.entryIdx);
      }
      return offered;
    });
  };

  const offers: DrawOffers = {
    async passOn(programIdx, now = new Date()) {
      const programs =
        programIdx === undefined ? await programsToPassOn(app.db, now) : [programIdx];
      const offered: number[] = [];
      for (const program of programs) offered.push(...(await passOnProgram(program, now)));
      return offered;
    },

    async sweep(now = new Date()) {
      let expired = 0;
      for (const due of await dueOffers(app.db, now)) {
        const ended = await app.db.transaction((tx) =>
          endOffer(tx, due.offeredEntryIdx, 'EXPIRED', now),
        );
        if (ended) expired += 1;
      }
      return { expired, offered: await offers.passOn(undefined, now) };
    },

    async accept(userIdx, reserveEntryIdx, now = new Date()) {
      if (!(await memberEntry(app.db, userIdx, reserveEntryIdx))) throw entryNotFound();
      await results?.ready();
      const outcome = await app.db.transaction(async (tx) => {
        const offer = await lockOpenOffer(tx, reserveEntryIdx);
        if (offer?.state === 'ACCEPTED') return 'accepted';
        if (offer?.state === 'EXPIRED') return 'expired';
        if (offer?.state !== 'OFFERED') return 'not-open';
        if (offer.deadline && offer.deadline <= now) {
          await endOffer(tx, reserveEntryIdx, 'EXPIRED', now);
          return 'lapsed';
        }
        if (!(await winEntry(tx, reserveEntryIdx, now))) return 'not-open';
        await endOffer(tx, reserveEntryIdx, 'ACCEPTED', now);
        await results?.afterOffered(tx, reserveEntryIdx);
        return 'accepted';
      });
      // Ended here rather than by the minute's sweep: the win goes on to the next candidate now.
      if (outcome === 'lapsed') offers.kick();
      if (outcome === 'lapsed' || outcome === 'expired') {
        throw new AppError(409, 'DRAW_OFFER_EXPIRED');
      }
      if (outcome === 'not-open') throw new AppError(409, 'DRAW_OFFER_NOT_OPEN');
    },

    async decline(userIdx, reserveEntryIdx, now = new Date()) {
      if (!(await memberEntry(app.db, userIdx, reserveEntryIdx))) throw entryNotFound();
      const outcome = await app.db.transaction(async (tx) => {
        const offer = await lockOpenOffer(tx, reserveEntryIdx);
        if (offer?.state === 'DECLINED') return 'declined';
        if (offer?.state !== 'OFFERED') return 'not-open';
        await endOffer(tx, reserveEntryIdx, 'DECLINED', now);
        return 'passed';
      });
      if (outcome === 'passed') offers.kick();
      if (outcome === 'not-open') throw new AppError(409, 'DRAW_OFFER_NOT_OPEN');
    },

    kick: () => rerun.kick(),
    settled: () => rerun.settled(),
  };

  const rerun = createRerun(
    () => offers.passOn(),
    (error) => {
      // The minute's sweep passes them on.
      app.log.warn({ err: error }, 'passing on cancelled wins failed, will retry');
    },
  );

  offersOfApps.set(app.seatsFreed, offers);
  return offers;
}

const entryNotFound = () => new AppError(404, 'NOT_FOUND', '예약·응모 내역을 찾을 수 없어요.');

/**
 * Reservations and draw applications (spec 001 §7): POST /api/reserveentry/collect/info,
 * /question/list, /insert, /detail, GET /api/reserveentry/list, and the designed
 * POST /api/reserveentry/cancel. Every call is for members (`config.auth: 'member'`).
 *
 * collect/info and question/list are program content, the same for every member: they are read
 * through the read cache (decision 006) after the token check. Entries are the member's own data:
 * `private, no-store`, and anyone else's entry is 404, never 403, so ids cannot be probed.
 */
import { reserveEntryCollectInfoResponse, reserveEntryQuestionListResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { messageRelay } from '../../messages/notify/relay';
import { emitEntryEvents, webhookEvents } from '../../operations/integrations/webhooks';
import { entryCalendarLinks } from '../calendar/calendar.service';
import { noShowRules } from '../noshow-rules/noshow-rules';
import { bookingChecks } from './booking-checks';
import { bookingMessages } from './booking-messages';
import {
  cancelEntry,
  findCollectInfo,
  findEntryDetail,
  isProgramDisplayed,
  listMemberEntries,
  listQuestions,
} from './reserve-entries.repository';
import { createBooker, type InsertDeps, insertReserveEntry } from './reserve-entries.service';

const NO_STORE = 'private, no-store';
const entryNotFound = () => new AppError(404, 'NOT_FOUND', '예약·응모 내역을 찾을 수 없어요.');

export const reserveEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  // A booking checks the program's rules and instance on every try: content, read-cached like
  // the public reads (decision 006), so a burst of bookings runs one query each (decision 015).
  // 예약 확정 / 응모 완료 messages (booking-messages.ts), written by the booking's statement when the
  // server sends messages; the relay composes them once the bookings pause. A relay under way is
  // waited for when the server closes.
  const messages = bookingMessages(app);
  const booker = createBooker(app.db, messages?.confirmations);
  const relay = messageRelay(app);
  if (relay) app.addHook('onClose', () => relay.settled());
  app.metrics?.addBookingQueue(booker.depth);
  const insertDeps: InsertDeps = { ...bookingChecks(app), book: booker.book };
  const rules = noShowRules(app);
  const hooks = webhookEvents(app);

  registerCall(app, 'reserveEntryCollectInfo', async (request, reply) => {
    const { programIdx } = request.body;
    const body = await app.readCache.get(
      `reserveentry:collect:${programIdx}`,
      reserveEntryCollectInfoResponse,
      async () => {
        const info = await findCollectInfo(app.db, programIdx);
        if (!info) throw new AppError(404, 'PROGRAM_NOT_FOUND');
        return ok(info);
      },
    );
    return sendJsonBytes(reply, body);
  });

  registerCall(app, 'reserveEntryQuestionList', async (request, reply) => {
    const { programIdx } = request.body;
    const body = await app.readCache.get(
      `reserveentry:questions:${programIdx}`,
      reserveEntryQuestionListResponse,
      async () => {
        if (!(await isProgramDisplayed(app.db, programIdx))) {
          throw new AppError(404, 'PROGRAM_NOT_FOUND');
        }
        return ok(await listQuestions(app.db, programIdx));
      },
    );
    return sendJsonBytes(reply, body);
  });

  /** data = the entry's reserveEntryIdx; a retry with the same reserveEntryId gets the same. */
  registerCall(app, 'reserveEntryInsert', async (request, reply) => {
    const member = requireMember(request);
    // The messages this booking writes are sent once the burst it belongs to has passed.
    app.bookingActivity.mark();
    const reserveEntryIdx = await insertReserveEntry(
      insertDeps,
      member.userIdx,
      request.body,
      new Date(),
    );
    reply.header('cache-control', NO_STORE);
    return ok(reserveEntryIdx);
  });

  registerCall(app, 'reserveEntryDetail', async (request, reply) => {
    const member = requireMember(request);
    const { reserveEntryIdx, programType } = request.body;
    const entry = await findEntryDetail(app.db, member.userIdx, reserveEntryIdx, new Date());
    // /res-entry/detail/{type}/{id}: a type that does not match is the wrong address.
    if (!entry || (programType && entry.programType !== programType)) throw entryNotFound();
    reply.header('cache-control', NO_STORE);
    // 캘린더에 추가 and Google 캘린더 for a visit still to come (features/programs/calendar).
    return ok({ ...entry, calendar: await entryCalendarLinks(app, entry.reserveEntryIdx) });
  });

  registerCall(app, 'reserveEntryList', async (request, reply) => {
    const member = requireMember(request);
    reply.header('cache-control', NO_STORE);
    return ok({ data: await listMemberEntries(app.db, member.userIdx, new Date()) });
  });

  registerCall(app, 'reserveEntryCancel', async (request, reply) => {
    const member = requireMember(request);
    // The 취소 안내 is written in the cancel's transaction (booking-messages.ts), and a late
    // cancel counts half a no-show (decision 065).
    await messages?.ready();
    await rules.ready();
    await hooks?.ready();
    const now = new Date();
    const outcome = await cancelEntry(
      app.db,
      member.userIdx,
      request.body.reserveEntryIdx,
      now,
      async (tx, reserveEntryIdx) => {
        await messages?.afterCancelled(tx, reserveEntryIdx);
        await rules.afterEntries(tx, [reserveEntryIdx], now);
        await emitEntryEvents(hooks, tx, 'entry.cancelled', [reserveEntryIdx], now, {
          cause: 'MEMBER',
        });
      },
    );
    if (outcome.kind === 'not-found') throw entryNotFound();
    if (outcome.kind === 'not-cancellable') throw new AppError(409, 'ENTRY_NOT_CANCELLABLE');
    // Its seats go to the waiting list, if the session has one (decision 063).
    if (outcome.kind === 'cancelled') app.seatsFreed.tell();
    reply.header('cache-control', NO_STORE);
    return {
      ...ok(outcome.entry),
      message: outcome.kind === 'already' ? '이미 취소된 예약이에요.' : '예약이 취소되었어요.',
    };
  });
};

/**
 * A member's answer to a cancelled win offered to them (decision 066): POST
 * /api/draws/offer/accept answers the entry as it now stands (WIN, with its calendar links), and
 * /decline passes the chance on. Answers hold personal data: never cached.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { entryCalendarLinks } from '../calendar/calendar.service';
import { findEntryDetail } from '../reserve-entries/reserve-entries.repository';
import { drawOffersOf } from './draw-offers.service';

export const drawOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  const offers = drawOffersOf(app);
  app.seatsFreed.listen(() => offers.kick());
  app.addHook('onClose', () => offers.settled());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  registerCall(app, 'drawOfferAccept', async (request) => {
    const { userIdx } = requireMember(request);
    const { reserveEntryIdx } = request.body;
    await offers.accept(userIdx, reserveEntryIdx);
    const entry = await findEntryDetail(app.db, userIdx, reserveEntryIdx, new Date());
    if (!entry) throw new AppError(404, 'NOT_FOUND', '예약·응모 내역을 찾을 수 없어요.');
    return ok({ ...entry, calendar: await entryCalendarLinks(app, reserveEntryIdx) });
  });

  registerCall(app, 'drawOfferDecline', async (request) => {
    await offers.decline(requireMember(request).userIdx, request.body.reserveEntryIdx);
    return ok(null);
  });
};

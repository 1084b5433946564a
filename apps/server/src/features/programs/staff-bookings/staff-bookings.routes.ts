/**
 * Bookings made by staff (decision 069): POST /api/staff/entries/create, /move,
 * /party-size and /api/staff/holds/create, /release, /list.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import {
  changePartySize,
  createHold,
  createStaffEntry,
  holdsOf,
  moveStaffEntry,
  releaseSeatHold,
} from './staff-bookings.service';

export const staffBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Console answers are never cached: they change by the second.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerCall(app, 'staffEntryCreate', async (request) =>
    ok(await createStaffEntry(app, requireOperator(request), request.body)),
  );
  registerCall(app, 'staffEntryMove', async (request) =>
    ok(await moveStaffEntry(app, requireOperator(request), request.body)),
  );
  registerCall(app, 'staffEntryPartySize', async (request) =>
    ok(await changePartySize(app, requireOperator(request), request.body)),
  );
  registerCall(app, 'staffHoldCreate', async (request) =>
    ok(await createHold(app, requireOperator(request), request.body)),
  );
  registerCall(app, 'staffHoldRelease', async (request) =>
    ok(await releaseSeatHold(app, requireOperator(request), request.body.holdIdx)),
  );
  registerCall(app, 'staffHoldList', async (request) => {
    requireOperator(request);
    return ok(await holdsOf(app, request.body.programInstanceIdx));
  });
};

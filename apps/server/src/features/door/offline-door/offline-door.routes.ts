/**
 * The door that keeps working offline (decision 070): POST /api/staff/door/keys,
 * POST /api/staff/door/sync and POST /api/staff/door/integrity, for STAFF and up.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { emitEntryEvents, webhookEvents } from '../../operations/integrations/webhooks';
import { checkInMessages } from '../checkin/checkin-messages';
import { doorIntegrity, doorKeys, syncScans } from './offline-door.service';

export type OfflineDoorRoutesOptions = {
  /** The door's clock (tests move it); default: the real time. */
  now?: () => Date;
};

export const offlineDoorRoutes: FastifyPluginAsyncZod<OfflineDoorRoutesOptions> = async (
  app,
  options,
) => {
  const clock = options.now ?? (() => new Date());
  const door = { events: app.checkInEvents, passCodes: app.passCodes };
  const welcome = checkInMessages(app);
  const hooks = webhookEvents(app);

  registerCall(app, 'staffDoorKeys', async (request, reply) => {
    requireOperator(request);
    reply.header('cache-control', 'no-store');
    return ok(await doorKeys(app.db, app.passCodes, clock()));
  });

  registerCall(app, 'staffDoorSync', async (request, reply) => {
    const operator = requireOperator(request);
    reply.header('cache-control', 'no-store');
    await welcome?.ready();
    await hooks?.ready();
    const results = await syncScans(
      app.db,
      door,
      {
        scannerId: request.body.scannerId,
        scans: request.body.scans,
        operatorIdx: operator.operatorIdx,
        afterFirstVisit: welcome?.afterFirstVisit,
        afterEntriesDone: (tx, idxs) =>
          emitEntryEvents(hooks, tx, 'entry.checked_in', idxs, new Date(), { by: 'DOOR' }),
      },
      clock(),
    );
    return ok({ results });
  });

  registerCall(app, 'staffDoorIntegrity', async (request, reply) => {
    requireOperator(request);
    reply.header('cache-control', 'no-store');
    return ok(await doorIntegrity(app.db, { visitDate: request.body?.visitDate }, clock()));
  });
};

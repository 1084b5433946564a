/**
 * Check-in (decision 017): GET /api/sse/subscribe for members (the pass itself:
 * features/door/qr-pass); POST /api/staff/places and POST /api/staff/checkin for the staff console.
 */
import { seoulToday } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { requireOperator } from '../../../plugins/staff-auth';
import { emitEntryEvents, webhookEvents } from '../../operations/integrations/webhooks';
import { findStreamPass, listCheckInsAfter, listPlaces } from './checkin.repository';
import { checkIn } from './checkin.service';
import { checkInMessages } from './checkin-messages';
import { createLiveStreams, parseLastEventId } from './live-streams';

export type CheckInRoutesOptions = {
  heartbeatMs?: number;
  /** The door's clock (tests move it for the rotating code's steps); default: the real time. */
  now?: () => Date;
};

export const checkInRoutes: FastifyPluginAsyncZod<CheckInRoutesOptions> = async (app, options) => {
  const streams = createLiveStreams(app.checkInEvents, options.heartbeatMs);
  const clock = options.now ?? (() => new Date());
  const door = { events: app.checkInEvents, passCodes: app.passCodes };
  // 입장 완료 after the day's first check-in (checkin-messages.ts), when the server sends messages.
  const welcome = checkInMessages(app);
  // entry.checked_in webhooks (decision 067), in the check-in's transaction.
  const hooks = webhookEvents(app);
  app.metrics?.addLiveStreams(() => streams.size);
  // Open streams would hold a graceful stop open until their phones hang up.
  app.addHook('preClose', (done) => {
    streams.closeAll();
    done();
  });

  registerCall(app, 'sseSubscribe', async (request, reply) => {
    const member = requireMember(request);
    const qrUuid = request.query.qrUuid.toLowerCase();
    const pass = await findStreamPass(app.db, member.userIdx, seoulToday(new Date()));
    // Unknown, another member's and yesterday's passes look the same: nothing to stream.
    if (!pass || pass.qrUuid !== qrUuid) throw new AppError(404, 'NOT_FOUND');
    await app.checkInEvents.ready();

    reply.hijack();
    await streams.start(reply.raw, {
      qrUuid,
      headers: reply.getHeaders(),
      replayAfter: parseLastEventId(request.headers['last-event-id']),
      latestCheckInIdx: pass.latestCheckInIdx,
      loadMissed: (after) => listCheckInsAfter(app.db, pass.qrPassIdx, after),
    });
  });

  registerCall(app, 'staffPlaces', async (_request, reply) => {
    const { zoneRows, programRows } = await listPlaces(app.db);
    reply.header('cache-control', 'no-store');
    return ok({
      zones: zoneRows,
      programs: programRows.map((p) => ({ ...p, tutorialYn: p.tutorialYn ? 'Y' : 'N' })),
    } as const);
  });

  registerCall(app, 'staffCheckIn', async (request, reply) => {
    const operator = requireOperator(request);
    reply.header('cache-control', 'no-store');
    // Before the transaction: the day's first check-in writes its 입장 완료 in it.
    await welcome?.ready();
    await hooks?.ready();
    const result = await app.entryCodeGuard.run(
      { operatorIdx: operator.operatorIdx, qrValue: request.body.qrValue, reply },
      () =>
        checkIn(
          app.db,
          door,
          {
            body: request.body,
            operatorIdx: operator.operatorIdx,
            afterFirstVisit: welcome?.afterFirstVisit,
            afterEntriesDone: (tx, idxs) =>
              emitEntryEvents(hooks, tx, 'entry.checked_in', idxs, new Date(), { by: 'DOOR' }),
          },
          clock(),
        ),
    );
    return ok(result);
  });
};

/**
 * The waiting list's calls (decision 063): POST /api/waitlist/join, /list, /leave, /accept,
 * /decline for members, and POST /api/staff/waitlist/list (STAFF), /offer-next and /remove
 * (EDITOR) for the console. Answers hold personal data: never cached.
 */
import {
  maskName,
  maskPhone,
  sandboxWaitlistSweepBody,
  sandboxWaitlistSweepResponse,
  toSeoulIso,
  type WaitlistState,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { requireOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../../operations/audit/audited-write';
import { bookingChecks } from '../reserve-entries/booking-checks';
import { endPlace, findPlace, listSessionPlaces, sessionSeats } from './waitlist.repository';
import { waitlistOf } from './waitlist.service';

export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const waitlist = waitlistOf(app, bookingChecks(app));
  app.seatsFreed.listen(() => waitlist.kick());
  app.addHook('onClose', () => waitlist.settled());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  registerCall(app, 'waitlistJoin', async (request) =>
    ok(await waitlist.join(requireMember(request).userIdx, request.body)),
  );

  registerCall(app, 'waitlistList', async (request) => {
    const { userIdx } = requireMember(request);
    const active = request.body?.active ?? false;
    const [list, limit] = await Promise.all([waitlist.list(userIdx, active), waitlist.limit()]);
    return ok({ list, limit });
  });

  registerCall(app, 'waitlistLeave', async (request) => {
    await waitlist.leave(requireMember(request).userIdx, request.body.waitlistIdx);
    return ok(null);
  });

  registerCall(app, 'waitlistDecline', async (request) => {
    await waitlist.decline(requireMember(request).userIdx, request.body.waitlistIdx);
    return ok(null);
  });

  registerCall(app, 'waitlistAccept', async (request) =>
    ok(await waitlist.accept(requireMember(request).userIdx, request.body)),
  );

  registerCall(app, 'staffWaitlistList', async (request) => {
    const operator = requireOperator(request);
    const { programInstanceIdx } = request.body;
    const seats = await sessionSeats(app.db, programInstanceIdx);
    if (!seats) throw new AppError(404, 'NOT_FOUND', '회차를 찾을 수 없어요.');
    const full = operator.role === 'ADMIN';
    const rows = await listSessionPlaces(app.db, programInstanceIdx);
    return ok({
      ...seats,
      rows: rows.map((row) => ({
        ...row,
        memberName: full ? row.memberName : maskName(row.memberName),
        phoneNumber: full ? row.phoneNumber : maskPhone(row.phoneNumber),
        state: row.state as WaitlistState,
        position: row.state === 'WAITING' ? row.position : null,
        offerDeadline: row.offerDeadline ? toSeoulIso(row.offerDeadline) : null,
        joinedAt: toSeoulIso(row.joinedAt),
        endedAt: row.endedAt ? toSeoulIso(row.endedAt) : null,
      })),
    });
  });

  registerCall(app, 'staffWaitlistOfferNext', async (request) => {
    const operator = requireOperator(request);
    const { programInstanceIdx } = request.body;
    if (!(await sessionSeats(app.db, programInstanceIdx))) {
      throw new AppError(404, 'NOT_FOUND', '회차를 찾을 수 없어요.');
    }
    const offered = await waitlist.offerSeats(programInstanceIdx);
    if (offered.length > 0) {
      await auditedWrite(app, operator, {}, async (_tx, audit) => {
        for (const waitlistIdx of offered) {
          audit({
            action: 'waitlist.offer',
            targetType: 'waitlist',
            targetId: waitlistIdx,
            before: { state: 'WAITING', programInstanceIdx },
            after: { state: 'OFFERED', programInstanceIdx },
          });
        }
      });
    }
    return ok({ offered });
  });

  registerCall(app, 'staffWaitlistRemove', async (request) => {
    const operator = requireOperator(request);
    const { waitlistIdx, reason } = request.body;
    const place = await findPlace(app.db, waitlistIdx);
    if (!place) throw new AppError(404, 'NOT_FOUND', '대기 내역을 찾을 수 없어요.');
    const removed = await auditedWrite(
      app,
      operator,
      { mayBeUnchanged: true },
      async (tx, audit) => {
        const ended = await endPlace(tx, waitlistIdx, 'LEFT', new Date(), reason);
        if (ended) {
          audit({
            action: 'waitlist.remove',
            targetType: 'waitlist',
            targetId: waitlistIdx,
            before: { state: place.state, programInstanceIdx: place.programInstanceIdx },
            after: { state: 'LEFT', programInstanceIdx: place.programInstanceIdx, reason },
          });
        }
        return ended;
      },
    );
    if (removed && place.state === 'OFFERED') waitlist.kick();
    return ok(null);
  });
};

/** Sandbox mode only (registered by app.ts with the other sandbox routes). */
export const waitlistSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const waitlist = waitlistOf(app, bookingChecks(app));
  app.post(
    '/sandbox/api/waitlist/sweep',
    { schema: { body: sandboxWaitlistSweepBody, response: { 200: sandboxWaitlistSweepResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const at = request.body?.at ? new Date(request.body.at) : new Date();
      return ok(await waitlist.sweep(at));
    },
  );
};

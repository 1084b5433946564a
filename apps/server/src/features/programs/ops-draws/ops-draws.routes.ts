/**
 * The draws screen (decision 036): POST /api/staff/draws/list and detail for any
 * operator (names masked unless ADMIN); update, run and offer-next for EDITOR and ADMIN.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import {
  drawDetail,
  listDraws,
  offerToNext,
  runDrawNowAudited,
  updateDraw,
} from './ops-draws.service';

export const opsDrawsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerCall(app, 'staffDrawsList', async (request) =>
    ok({ list: await listDraws(app.db, request.body?.state ?? 'ALL') }),
  );

  registerCall(app, 'staffDrawDetail', async (request) =>
    ok(await drawDetail(app.db, requireOperator(request), request.body.programIdx)),
  );

  registerCall(app, 'staffDrawUpdate', async (request) =>
    ok(await updateDraw(app, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffDrawRun', async (request) =>
    ok(await runDrawNowAudited(app, requireOperator(request), request.body.programIdx)),
  );

  registerCall(app, 'staffDrawOfferNext', async (request) =>
    ok(await offerToNext(app, requireOperator(request), request.body)),
  );
};

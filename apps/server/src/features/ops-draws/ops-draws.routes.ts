/**
 * The draws screen (decision 036): POST /api/staff/draws/list and detail for any
 * operator (names masked unless ADMIN); update, run and offer-next for EDITOR and ADMIN.
 */
import {
  staffDrawDetailBody,
  staffDrawDetailResponse,
  staffDrawOfferNextBody,
  staffDrawOfferNextResponse,
  staffDrawRunBody,
  staffDrawRunResponse,
  staffDrawsListBody,
  staffDrawsListResponse,
  staffDrawUpdateBody,
  staffDrawUpdateResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { requireOperator } from '../../plugins/staff-auth';
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

  app.post(
    '/api/staff/draws/list',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffDrawsListBody, response: { 200: staffDrawsListResponse } },
    },
    async (request) => ok({ list: await listDraws(app.db, request.body?.state ?? 'ALL') }),
  );

  app.post(
    '/api/staff/draws/detail',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffDrawDetailBody, response: { 200: staffDrawDetailResponse } },
    },
    async (request) =>
      ok(await drawDetail(app.db, requireOperator(request), request.body.programIdx)),
  );

  app.post(
    '/api/staff/draws/update',
    {
      config: { staff: 'EDITOR' },
      schema: { body: staffDrawUpdateBody, response: { 200: staffDrawUpdateResponse } },
    },
    async (request) => ok(await updateDraw(app, requireOperator(request), request.body)),
  );

  app.post(
    '/api/staff/draws/run',
    {
      config: { staff: 'EDITOR' },
      schema: { body: staffDrawRunBody, response: { 200: staffDrawRunResponse } },
    },
    async (request) =>
      ok(await runDrawNowAudited(app, requireOperator(request), request.body.programIdx)),
  );

  app.post(
    '/api/staff/draws/offer-next',
    {
      config: { staff: 'EDITOR' },
      schema: { body: staffDrawOfferNextBody, response: { 200: staffDrawOfferNextResponse } },
    },
    async (request) => ok(await offerToNext(app, requireOperator(request), request.body)),
  );
};

/**
 * GET /api/front/visit?p=main&c={code} (spec 000 §7): counts a visit of a page and the campaign
 * code the visitor was forwarded with, with the member when a jwt is sent. The contract limits p
 * to a short lowercase slug and c to [A-Za-z0-9_-]{1,64} and drops other parameters (utm_*,
 * cache busters), so only those characters are ever stored. Never cached.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { recordVisit } from './visits.repository';

export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'frontVisit', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await recordVisit(app.db, {
      page: request.query.p,
      campaignCode: request.query.c ?? null,
      userIdx: request.member?.userIdx ?? null,
    });
    return ok(null);
  });
};

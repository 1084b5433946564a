/** POST /api/getuserinfo and /api/getMainTitleInfo (spec 000 §7, spec 001 §7): members only. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { inForceTerms } from '../terms/terms-agreement.service';
import { getMainTitleInfo, getUserInfo } from './members.service';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'getUserInfo', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const now = new Date();
    return ok(await getUserInfo(app.db, requireMember(request), now, await inForceTerms(app, now)));
  });

  registerCall(app, 'getMainTitleInfo', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await getMainTitleInfo(app.db, requireMember(request)));
  });
};

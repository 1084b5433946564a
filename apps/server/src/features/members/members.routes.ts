/** POST /api/getuserinfo and /api/getMainTitleInfo (spec 000 §7, spec 001 §7): members only. */
import {
  getMainTitleInfoBody,
  getMainTitleInfoResponse,
  getUserInfoBody,
  getUserInfoResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { requireMember } from '../../plugins/member-auth';
import { inForceTerms } from '../terms/terms-agreement.service';
import { getMainTitleInfo, getUserInfo } from './members.service';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/getuserinfo',
    {
      config: { auth: 'member' },
      schema: { body: getUserInfoBody, response: { 200: getUserInfoResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const now = new Date();
      return ok(
        await getUserInfo(app.db, requireMember(request), now, await inForceTerms(app, now)),
      );
    },
  );

  app.post(
    '/api/getMainTitleInfo',
    {
      config: { auth: 'member' },
      schema: { body: getMainTitleInfoBody, response: { 200: getMainTitleInfoResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await getMainTitleInfo(app.db, requireMember(request)));
    },
  );
};

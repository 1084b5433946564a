/**
 * POST /api/auth/complete/signup, /api/auth/link/account, /api/auth/save/legalguardian and
 * /api/getlegalguardian (spec 000 §7). The bodies carry names and phones: nothing here logs them.
 */
import {
  authCompleteSignupBody,
  authCompleteSignupResponse,
  authLinkAccountBody,
  authLinkAccountResponse,
  authSaveLegalGuardianBody,
  authSaveLegalGuardianResponse,
  getLegalGuardianBody,
  getLegalGuardianResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { requireMember } from '../../plugins/member-auth';
import { completeSignup, getLegalGuardian, linkAccount, saveLegalGuardian } from './signup.service';

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/auth/complete/signup',
    { schema: { body: authCompleteSignupBody, response: { 200: authCompleteSignupResponse } } },
    async (request) => ok(await completeSignup(deps, request.body)),
  );

  app.post(
    '/api/auth/link/account',
    { schema: { body: authLinkAccountBody, response: { 200: authLinkAccountResponse } } },
    async (request) => ok(await linkAccount(deps, request.body)),
  );

  app.post(
    '/api/auth/save/legalguardian',
    {
      config: { auth: 'member' },
      schema: { body: authSaveLegalGuardianBody, response: { 200: authSaveLegalGuardianResponse } },
    },
    async (request) => {
      await saveLegalGuardian(deps, requireMember(request).userIdx, request.body.seq);
      return ok(null);
    },
  );

  app.post(
    '/api/getlegalguardian',
    {
      config: { auth: 'member' },
      schema: { body: getLegalGuardianBody, response: { 200: getLegalGuardianResponse } },
    },
    async (request) => ok(await getLegalGuardian(deps, requireMember(request).userIdx)),
  );
};

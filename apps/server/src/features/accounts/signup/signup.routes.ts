/**
 * POST /api/auth/complete/signup, /api/auth/link/account, /api/auth/save/legalguardian and
 * /api/getlegalguardian (spec 000 §7). The bodies carry names and phones: nothing here logs them.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { completeSignup, getLegalGuardian, linkAccount, saveLegalGuardian } from './signup.service';

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerCall(app, 'authCompleteSignup', async (request) =>
    ok(await completeSignup(deps, request.body)),
  );

  registerCall(app, 'authLinkAccount', async (request) =>
    ok(await linkAccount(deps, request.body)),
  );

  registerCall(app, 'authSaveLegalGuardian', async (request) => {
    await saveLegalGuardian(deps, requireMember(request).userIdx, request.body.seq);
    return ok(null);
  });

  registerCall(app, 'getLegalGuardian', async (request) =>
    ok(await getLegalGuardian(deps, requireMember(request).userIdx)),
  );
};

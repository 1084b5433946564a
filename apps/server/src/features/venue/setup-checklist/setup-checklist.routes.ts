import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { readSetupChecklist } from './setup-checklist.service';

/**
 * POST /api/staff/setup-checklist (any operator): the venue's setup checklist that
 * 오늘 shows. A read of counts and configuration, no personal data: not audited, never cached.
 */
export const setupChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'staffSetupChecklist', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await readSetupChecklist(app, new Date()));
  });
};

import { setupChecklistBody, setupChecklistResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { readSetupChecklist } from './setup-checklist.service';

/**
 * POST /api/staff/setup-checklist (any operator): the venue's setup checklist that
 * 오늘 shows. A read of counts and configuration, no personal data: not audited, never cached.
 */
export const setupChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/setup-checklist',
    {
      config: { staff: 'STAFF' },
      schema: { body: setupChecklistBody, response: { 200: setupChecklistResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await readSetupChecklist(app, new Date()));
    },
  );
};

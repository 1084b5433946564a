import { sandboxReminderRunBody, sandboxReminderRunResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { sendReminderNow } from './reminders';

/** Sandbox mode only (registered by app.ts with the other sandbox routes). */
export const remindersSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sandbox/api/reminders/run',
    { schema: { body: sandboxReminderRunBody, response: { 200: sandboxReminderRunResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { reserveEntryIdx, kind } = request.body;
      return ok({ written: await sendReminderNow(app, reserveEntryIdx, kind, new Date()) });
    },
  );
};

/**
 * The console's 알림톡 templates: POST /api/staff/message-templates/list (any
 * operator) and /update (EDITOR, audited).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { templateList, updateTemplate } from './templates.service';

export const messageTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerCall(app, 'staffMessageTemplateList', async () => ok(await templateList(app)));

  registerCall(app, 'staffMessageTemplateUpdate', async (request) =>
    ok(await updateTemplate(app, requireOperator(request), request.body)),
  );
};

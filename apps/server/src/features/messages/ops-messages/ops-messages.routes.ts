/**
 * The console's 메시지 page: POST /api/staff/messages/list, /detail and /summary
 * (any operator; names and phones masked below ADMIN) and /resend (EDITOR, audited).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { messageDetail, messageList, messageSummary, resendMessage } from './ops-messages.service';

export const opsMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Console answers are never cached: they hold personal data and change by the second.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerCall(app, 'staffMessageList', async (request) =>
    ok(await messageList(app.db, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffMessageDetail', async (request) =>
    ok(await messageDetail(app.db, requireOperator(request), request.body.messageIdx)),
  );

  registerCall(app, 'staffMessageSummary', async (request) =>
    ok(await messageSummary(app.db, request.body.date)),
  );

  registerCall(app, 'staffMessageResend', async (request) =>
    ok(await resendMessage(app, requireOperator(request), request.body.messageIdx)),
  );
};

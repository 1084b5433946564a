/**
 * `POST /api/webhooks/solapi`: SOLAPI's delivery reports (message-reports.ts), accepted only with
 * SOLAPI's signature made with the configured key and secret (404 without a provider). A report
 * for a message not yet known here (its send is still being recorded) answers 409, so the
 * provider, which retries until it gets 200, brings it again; replays change nothing.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { verifyAuthorization } from '../solapi/solapi-auth';
import { applyDeliveryReport } from './message-reports';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'messageReport', async (request) => {
    const keys = app.config.messaging;
    if (!keys) throw new AppError(404, 'API_NOT_FOUND');
    if (!verifyAuthorization(request.headers.authorization, keys)) {
      throw new AppError(401, 'UNAUTHORIZED', '인증 정보가 올바르지 않습니다.');
    }
    const now = new Date();
    let applied = 0;
    let unknown = 0;
    for (const report of request.body) {
      const outcome = await applyDeliveryReport(app.db, report, now);
      if (outcome === 'applied') applied += 1;
      if (outcome === 'unknown') unknown += 1;
    }
    if (unknown > 0) throw new AppError(409, 'MESSAGE_NOT_FOUND');
    return ok({ applied });
  });
};

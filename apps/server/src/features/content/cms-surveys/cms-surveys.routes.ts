/**
 * The console's survey editor (decision 031), EDITOR and ADMIN only:
 * POST /api/staff/surveys/detail|save|delete. The list and the results stay in features/content/surveys
 * (any staff role). Writes are audited and members' `/api/survey/list` (never cached) shows them
 * on its next read (cms-surveys.service.ts).
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { editableSurvey, removeSurvey, saveSurvey } from './cms-surveys.service';

export const cmsSurveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  registerCall(app, 'staffSurveyDetail', async (request) =>
    ok(await editableSurvey(app, request.body.surveyIdx)),
  );
  registerCall(app, 'staffSurveySave', async (request) =>
    ok(await saveSurvey(app, requireOperator(request), request.body)),
  );
  registerCall(app, 'staffSurveyDelete', async (request) => {
    await removeSurvey(app, requireOperator(request), request.body.surveyIdx);
    return ok(null);
  });
};

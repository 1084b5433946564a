/**
 * The console's survey editor (decision 031), EDITOR and ADMIN only:
 * POST /api/staff/surveys/detail|save|delete. The list and the results stay in features/surveys
 * (any staff role). Writes are audited and members' `/api/survey/list` (never cached) shows them
 * on its next read (cms-surveys.service.ts).
 */
import {
  staffSurveyDeleteBody,
  staffSurveyDeleteResponse,
  staffSurveyDetailBody,
  staffSurveyDetailResponse,
  staffSurveySaveBody,
  staffSurveySaveResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { requireOperator } from '../../plugins/staff-auth';
import { editableSurvey, removeSurvey, saveSurvey } from './cms-surveys.service';

const editor = { staff: 'EDITOR' } as const;

export const cmsSurveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/staff/surveys/detail',
    {
      config: editor,
      schema: { body: staffSurveyDetailBody, response: { 200: staffSurveyDetailResponse } },
    },
    async (request) => ok(await editableSurvey(app, request.body.surveyIdx)),
  );
  app.post(
    '/api/staff/surveys/save',
    {
      config: editor,
      schema: { body: staffSurveySaveBody, response: { 200: staffSurveySaveResponse } },
    },
    async (request) => ok(await saveSurvey(app, requireOperator(request), request.body)),
  );
  app.post(
    '/api/staff/surveys/delete',
    {
      config: editor,
      schema: { body: staffSurveyDeleteBody, response: { 200: staffSurveyDeleteResponse } },
    },
    async (request) => {
      await removeSurvey(app, requireOperator(request), request.body.surveyIdx);
      return ok(null);
    },
  );
};

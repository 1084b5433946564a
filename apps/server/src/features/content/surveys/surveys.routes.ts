/**
 * Surveys (decision 021).
 * Members (token): POST /api/survey/list, /api/survey/detail, /api/survey/answer — one member's
 * surveys and answers, so every answer is `private, no-store`.
 * Staff (cookie, any role): POST /api/staff/surveys and /api/staff/surveys/results.
 * The rules are in surveys.service.ts.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import {
  answerSurvey,
  memberSurveyDetail,
  memberSurveyList,
  staffSurveyList,
  staffSurveyResults,
} from './surveys.service';

export interface SurveyRoutesOptions {
  /** Injected clock (tests): which Seoul day it is decides which surveys are open. */
  now?: () => Date;
}

export const surveyRoutes: FastifyPluginAsyncZod<SurveyRoutesOptions> = async (app, options) => {
  const clock = options.now ?? (() => new Date());

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  registerCall(app, 'surveyList', async (request) =>
    ok(await memberSurveyList(app.db, requireMember(request).userIdx, clock())),
  );

  registerCall(app, 'surveyDetail', async (request) =>
    ok(
      await memberSurveyDetail(
        app.db,
        requireMember(request).userIdx,
        request.body.surveyIdx,
        clock(),
      ),
    ),
  );

  registerCall(app, 'surveyAnswer', async (request) =>
    ok(
      await answerSurvey(app.db, {
        userIdx: requireMember(request).userIdx,
        surveyIdx: request.body.surveyIdx,
        answerList: request.body.answerList,
        now: clock(),
      }),
    ),
  );

  registerCall(app, 'staffSurveyList', async () => ok(await staffSurveyList(app.db, clock())));

  registerCall(app, 'staffSurveyResults', async (request) =>
    ok(await staffSurveyResults(app.db, request.body.surveyIdx, clock())),
  );
};

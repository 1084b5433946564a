/**
 * Surveys (decision 021).
 * Members (token): POST /api/survey/list, /api/survey/detail, /api/survey/answer — one member's
 * surveys and answers, so every answer is `private, no-store`.
 * Staff (cookie, any role): POST /api/staff/surveys and /api/staff/surveys/results.
 * The rules are in surveys.service.ts.
 */
import {
  staffSurveyListBody,
  staffSurveyListResponse,
  staffSurveyResultsBody,
  staffSurveyResultsResponse,
  surveyAnswerBody,
  surveyAnswerResponse,
  surveyDetailBody,
  surveyDetailResponse,
  surveyListBody,
  surveyListResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { requireMember } from '../../plugins/member-auth';
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

  app.post(
    '/api/survey/list',
    {
      config: { auth: 'member' },
      schema: { body: surveyListBody, response: { 200: surveyListResponse } },
    },
    async (request) => ok(await memberSurveyList(app.db, requireMember(request).userIdx, clock())),
  );

  app.post(
    '/api/survey/detail',
    {
      config: { auth: 'member' },
      schema: { body: surveyDetailBody, response: { 200: surveyDetailResponse } },
    },
    async (request) =>
      ok(
        await memberSurveyDetail(
          app.db,
          requireMember(request).userIdx,
          request.body.surveyIdx,
          clock(),
        ),
      ),
  );

  app.post(
    '/api/survey/answer',
    {
      config: { auth: 'member' },
      schema: { body: surveyAnswerBody, response: { 200: surveyAnswerResponse } },
    },
    async (request) =>
      ok(
        await answerSurvey(app.db, {
          userIdx: requireMember(request).userIdx,
          surveyIdx: request.body.surveyIdx,
          answerList: request.body.answerList,
          now: clock(),
        }),
      ),
  );

  app.post(
    '/api/staff/surveys',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffSurveyListBody, response: { 200: staffSurveyListResponse } },
    },
    async () => ok(await staffSurveyList(app.db, clock())),
  );

  app.post(
    '/api/staff/surveys/results',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffSurveyResultsBody, response: { 200: staffSurveyResultsResponse } },
    },
    async (request) => ok(await staffSurveyResults(app.db, request.body.surveyIdx, clock())),
  );
};

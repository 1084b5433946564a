import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { readVisitAnswer, submitVisitAnswer } from './visit-answers.service';

const NO_STORE = 'private, no-store';

export const visitAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'visitAnswerRead', async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    return ok(await readVisitAnswer(app, request.body.token, new Date()));
  });

  registerCall(app, 'visitAnswerSubmit', async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    return ok(await submitVisitAnswer(app, request.body.token, new Date()));
  });
};

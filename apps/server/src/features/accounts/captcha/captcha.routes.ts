import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { createFixedWindowLimiter, enforceIpLimit } from '../../../lib/rate-limit';
import { registerCall } from '../../../lib/register-call';
import {
  CAPTCHA_EXPIRED_MESSAGE,
  captchaAudioRandom,
  checkCaptchaAnswer,
  createCaptcha,
  findAnswerableCaptcha,
} from './captcha.service';
import { renderCaptchaWav } from './captcha-audio';
import { renderCaptchaPng } from './captcha-image';

/** New captchas per client IP per minute: generous for a person, a wall for a loop. */
export const CAPTCHA_CREATE_LIMIT = 30;
export const CAPTCHA_RATE_LIMITED_MESSAGE =
  '보안문자 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The captcha of identification step 3 (spec 000 §4–5, §7). Every answer is per visitor and
 * single use, so nothing here is cached. No response carries the digits.
 */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const createLimiter = createFixedWindowLimiter(app.limitStore, 'captcha', {
    limit: CAPTCHA_CREATE_LIMIT,
    windowMs: 60_000,
  });

  registerCall(app, 'captcha', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await enforceIpLimit(createLimiter, request, reply, CAPTCHA_RATE_LIMITED_MESSAGE);
    const { uuid, answer } = await createCaptcha(app.db, app.config.jwtSecret);
    return ok({ uuid, base64Image: renderCaptchaPng(answer).toString('base64') });
  });

  registerCall(app, 'captchaCheck', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { uuid, answer } = request.body;
    return ok({ validYn: await checkCaptchaAnswer(app.db, app.config.jwtSecret, uuid, answer) });
  });

  registerCall(app, 'captchaAudio', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const answer = await findAnswerableCaptcha(app.db, app.config.jwtSecret, request.query.uuid);
    if (!answer) throw AppError.notFound(CAPTCHA_EXPIRED_MESSAGE);
    const random = captchaAudioRandom(app.config.jwtSecret, request.query.uuid);
    return reply.type('audio/wav').send(renderCaptchaWav(answer, random));
  });
};

import { z } from 'zod';
import { isSixDigitCode } from '../domain/validation';
import { apiSuccess, yn } from './envelope';

const captchaUuid = z.uuid({ error: '보안문자를 새로 고쳐 주세요.' });

/** GET /api/captcha (spec 000 §7): a new 6-digit captcha image. */
export const captchaResponse = apiSuccess(
  z.object({
    uuid: captchaUuid,
    /** base64 PNG without the data: prefix */
    base64Image: z.string(),
  }),
);

/**
 * POST /api/captcha/check (spec 000 §7). The answer is not shown; designed here as validYn, so a
 * wrong answer sets the field's error state instead of raising the global alert.
 */
export const captchaCheckBody = z
  .object({
    uuid: captchaUuid,
    answer: z
      .string({ error: '보안문자 6자리를 입력해 주세요.' })
      .refine(isSixDigitCode, { error: '보안문자 6자리를 입력해 주세요.' }),
  })
  .strict();
export const captchaCheckResponse = apiSuccess(z.object({ validYn: yn }));

/** GET /api/captcha/audio?uuid= (spec 000 §7): answers audio (audio/wav), not JSON. */
export const captchaAudioQuery = z.object({ uuid: captchaUuid });

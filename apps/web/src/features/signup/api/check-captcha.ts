import { useMutation } from '@tanstack/react-query';
import type { captchaCheckBody } from '@venue/contract';
import { captchaCheck } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { isClientFailure } from './client-failure';

/**
 * POST /api/captcha/check (spec 000 §7): validYn for the 6 digits. A wrong answer is not an error;
 * an expired or over-tried captcha is, and the step shows it under the field, so only network
 * failures reach the global alert.
 */
export function checkCaptcha(body: z.input<typeof captchaCheckBody>) {
  return api.call(captchaCheck, body, { alert: isClientFailure });
}

export function useCheckCaptcha() {
  return useMutation({ mutationFn: checkCaptcha });
}

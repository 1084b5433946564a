import { useMutation } from '@tanstack/react-query';
import type { authPhoneSendBody } from '@venue/contract';
import { authPhoneSend } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { isClientFailure } from './client-failure';

export type PhoneSendBody = z.input<typeof authPhoneSendBody>;

/**
 * POST /api/auth/phone/send (spec 000 §7): sends the SMS code; a resend repeats the body with the
 * seq and resendYn Y. The body carries the birth date, gender and foreigner flag derived from the
 * resident number, never its digits. Server refusals are worded by the caller.
 */
export function sendPhoneCode(body: PhoneSendBody) {
  return api.call(authPhoneSend, body, { alert: isClientFailure });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

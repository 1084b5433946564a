import { useMutation } from '@tanstack/react-query';
import type { authPhoneVerifyBody } from '@venue/contract';
import { authPhoneVerify } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { isClientFailure } from './client-failure';

export type PhoneVerifyBody = z.input<typeof authPhoneVerifyBody>;

/**
 * POST /api/auth/phone/verify (spec 000 §7): checks the 6-digit code. A wrong code, the 6010
 * limit and an expired code are shown under the field by the caller, not alerted.
 */
export function verifyPhoneCode(body: PhoneVerifyBody) {
  return api.call(authPhoneVerify, body, { alert: isClientFailure });
}

export function useVerifyPhoneCode() {
  return useMutation({ mutationFn: verifyPhoneCode });
}

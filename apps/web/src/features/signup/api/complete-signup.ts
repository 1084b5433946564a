import { useMutation } from '@tanstack/react-query';
import type { authCompleteSignupBody } from '@venue/contract';
import { authCompleteSignup } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CompleteSignupBody = z.input<typeof authCompleteSignupBody>;

/**
 * POST /api/auth/complete/signup (spec 000 §7): creates the member (and, under 14, the guardian
 * with their consent, in the same transaction) and answers the jwt. Failures are alerted by the
 * caller, which then sends the visitor to /login (spec 000 §8 "Signup failure").
 */
export function completeSignup(body: CompleteSignupBody) {
  return api.call(authCompleteSignup, body, { alert: false });
}

export function useCompleteSignup() {
  return useMutation({ mutationFn: completeSignup });
}

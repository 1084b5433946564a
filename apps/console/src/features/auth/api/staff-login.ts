import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Operator,
  StaffLoginAnswer,
  StaffTotpChallenge,
  staffLoginBody,
  staffLoginTotpBody,
} from '@venue/contract';
import {
  staffLogin as staffLoginEndpoint,
  staffLoginTotp as staffLoginTotpEndpoint,
} from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { staffMeQueryKey } from './get-staff-me';

export type StaffLoginBody = z.input<typeof staffLoginBody>;
export type StaffLoginTotpBody = z.input<typeof staffLoginTotpBody>;

/**
 * POST /api/staff/login (decision 017): sets the `venue_staff` cookie and answers the operator —
 * or, with two-factor login on (decision 035), answers a challenge for the code instead.
 * Refusals (STAFF_LOGIN_FAILED, RATE_LIMITED, a network failure) are shown under the form.
 */
export function staffLogin(body: StaffLoginBody) {
  return api.call(staffLoginEndpoint, body);
}

/** Whether the login's answer asks for the authenticator app's code. */
export const needsTotpCode = (answer: StaffLoginAnswer): answer is StaffTotpChallenge =>
  'totpRequired' in answer;

/**
 * Logs in and, once a session is open, primes the session query with the operator, so the
 * scanner opens at once.
 */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogin,
    onSuccess: (answer) => {
      if (!needsTotpCode(answer)) queryClient.setQueryData<Operator>(staffMeQueryKey, answer);
    },
  });
}

/**
 * POST /api/staff/login/totp (decision 035): the challenge and the app's code; sets the cookie
 * and answers the operator. A wrong or used code is 401 STAFF_LOGIN_FAILED, an old challenge
 * 401 STAFF_LOGIN_EXPIRED (back to the password), too many tries 429.
 */
export function staffLoginTotp(body: StaffLoginTotpBody) {
  return api.call(staffLoginTotpEndpoint, body);
}

export function useStaffLoginTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLoginTotp,
    onSuccess: (operator) => queryClient.setQueryData(staffMeQueryKey, operator),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffLoginBody, staffLoginResponse } from '@venue/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { staffMeQueryKey } from './get-staff-me';

export type StaffLoginBody = z.input<typeof staffLoginBody>;

/**
 * POST /api/staff/login (decision 017): sets the `venue_staff` cookie and answers the operator.
 * Refusals (STAFF_LOGIN_FAILED, RATE_LIMITED, a network failure) are shown under the form.
 */
export function staffLogin(body: StaffLoginBody) {
  return api.post<typeof staffLoginResponse>('/api/staff/login', {
    body,
  });
}

/** Logs in and primes the session query with the operator, so the scanner opens at once. */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogin,
    onSuccess: (operator) => queryClient.setQueryData(staffMeQueryKey, operator),
  });
}

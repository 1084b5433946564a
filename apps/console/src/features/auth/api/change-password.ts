import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffPasswordChangeBody } from '@venue/contract';
import { staffPasswordChange } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { staffMeQueryKey } from './get-staff-me';

export type PasswordChangeBody = z.input<typeof staffPasswordChangeBody>;

/**
 * POST /api/staff/password (every operator, decision 034): their own new password after the
 * current one; the operator's other sessions end, and a change a reset required is done.
 */
export function changePassword(body: PasswordChangeBody) {
  return api.call(staffPasswordChange, body);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (operator) => queryClient.setQueryData(staffMeQueryKey, operator),
  });
}

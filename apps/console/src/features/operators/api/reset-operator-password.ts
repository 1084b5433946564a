import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffOperatorResetPasswordBody } from '@venue/contract';
import { staffOperatorResetPassword } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { operatorsQueryKey } from './get-operators';

export type OperatorResetPasswordBody = z.input<typeof staffOperatorResetPasswordBody>;

/**
 * POST /api/staff/operators/reset-password (ADMIN, decision 034): a temporary password, answered
 * once; the operator's sessions end and their next login must choose a new password.
 */
export function resetOperatorPassword(body: OperatorResetPasswordBody) {
  return api.call(staffOperatorResetPassword, body);
}

export function useResetOperatorPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetOperatorPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffOperatorResetTotpBody } from '@venue/contract';
import { staffOperatorResetTotp } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { operatorsQueryKey } from './get-operators';

export type OperatorResetTotpBody = z.input<typeof staffOperatorResetTotpBody>;

/**
 * POST /api/staff/operators/reset-totp (ADMIN, decision 035): turns another operator's two-factor
 * login off (a lost phone); their sessions end and the password alone logs them in.
 */
export function resetOperatorTotp(body: OperatorResetTotpBody) {
  return api.call(staffOperatorResetTotp, body);
}

export function useResetOperatorTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetOperatorTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
}

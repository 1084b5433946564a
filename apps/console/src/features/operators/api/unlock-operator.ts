import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffOperatorUnlockBody } from '@venue/contract';
import { staffOperatorUnlock } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { operatorsQueryKey } from './get-operators';

export type OperatorUnlockBody = z.input<typeof staffOperatorUnlockBody>;

/**
 * POST /api/staff/operators/unlock (ADMIN, decision 024): forgets the failed logins of an
 * operator's login id from every address, so a locked-out operator can log in at once.
 */
export function unlockOperator(body: OperatorUnlockBody) {
  return api.call(staffOperatorUnlock, body);
}

export function useUnlockOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
}

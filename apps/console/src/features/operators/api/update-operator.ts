import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffOperatorUpdateBody } from '@venue/contract';
import { staffOperatorUpdate } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { operatorsQueryKey } from './get-operators';

export type OperatorUpdateBody = z.input<typeof staffOperatorUpdateBody>;

/** POST /api/staff/operators/update (ADMIN): turns an account off (사용 중지) or on (다시 사용). */
export function updateOperator(body: OperatorUpdateBody) {
  return api.call(staffOperatorUpdate, body);
}

export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
}

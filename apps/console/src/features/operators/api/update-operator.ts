import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffOperatorUpdateBody, staffOperatorUpdateResponse } from '@venue/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { operatorsQueryKey } from './get-operators';

export type OperatorUpdateBody = z.input<typeof staffOperatorUpdateBody>;

/** POST /api/staff/operators/update (ADMIN): turns an account off (사용 중지) or on (다시 사용). */
export function updateOperator(body: OperatorUpdateBody) {
  return api.post<typeof staffOperatorUpdateResponse>('/api/staff/operators/update', {
    body,
  });
}

export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
}

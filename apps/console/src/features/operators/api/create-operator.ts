import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffOperatorCreateBody, staffOperatorCreateResponse } from '@venue/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { operatorsQueryKey } from './get-operators';

export type OperatorCreateBody = z.input<typeof staffOperatorCreateBody>;

/** POST /api/staff/operators/create (ADMIN): a new operator account; refusals show on the form. */
export function createOperator(body: OperatorCreateBody) {
  return api.post<typeof staffOperatorCreateResponse>('/api/staff/operators/create', {
    body,
  });
}

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
}

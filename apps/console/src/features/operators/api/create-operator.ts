import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffOperatorCreateBody } from '@venue/contract';
import { staffOperatorCreate } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { operatorsQueryKey } from './get-operators';

export type OperatorCreateBody = z.input<typeof staffOperatorCreateBody>;

/** POST /api/staff/operators/create (ADMIN): a new operator account; refusals show on the form. */
export function createOperator(body: OperatorCreateBody) {
  return api.call(staffOperatorCreate, body);
}

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsQueryKey }),
  });
}

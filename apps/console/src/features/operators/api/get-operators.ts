import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffOperatorList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const operatorsQueryKey = ['staff', 'operators'] as const;

/** POST /api/staff/operators (ADMIN): every operator account, with its login lock (decision 024). */
export function getOperators(signal?: AbortSignal) {
  return api.call(staffOperatorList, {}, { signal });
}

export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: operatorsQueryKey,
    queryFn: ({ signal }) => getOperators(signal),
  });

export function useOperators() {
  return useQuery(operatorsQueryOptions());
}

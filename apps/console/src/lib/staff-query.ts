import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CallInput } from '@venue/client';
import type { Endpoint } from '@venue/contract/endpoints';
import { api } from './api-client';

export { auditLogKey } from './query-client';

/**
 * The content pages' calls, one file per call as elsewhere in the console, each a
 * few lines over these two: a read keyed by its body (the previous page stays on screen while
 * the next loads), and a write that asks the reads under `invalidates` again once it succeeds.
 */
export function useStaffRead<E extends Endpoint>(
  key: QueryKey,
  endpoint: E,
  body: CallInput<E> = {} as CallInput<E>,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...key, body],
    queryFn: ({ signal }) => api.call(endpoint, body as never, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}

export function useStaffWrite<E extends Endpoint>(endpoint: E, invalidates: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<E>) => api.call(endpoint, body as never),
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

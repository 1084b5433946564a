import { queryOptions, useQuery } from '@tanstack/react-query';
import { frequencyNow } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** Every Draw Tour query starts with this key, so one invalidation refreshes them all. */
export const frequencyKey = ['frequency'] as const;

/** POST /api/frequency/now (decision 020): the live season with the member's board. */
export function getFrequencyNow(signal?: AbortSignal) {
  return api.call(frequencyNow, {}, { signal });
}

export const frequencyNowQueryOptions = () =>
  queryOptions({
    queryKey: [...frequencyKey, 'now'],
    queryFn: ({ signal }) => getFrequencyNow(signal),
    // Member data that a check-in at the door changes: asked again whenever the page opens.
    staleTime: 0,
  });

export function useFrequencyNow() {
  return useQuery(frequencyNowQueryOptions());
}

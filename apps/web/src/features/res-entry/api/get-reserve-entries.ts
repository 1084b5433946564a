import { queryOptions, useQuery } from '@tanstack/react-query';
import { reserveEntryList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** Every query of the member's entries starts with this key, so one invalidation refreshes all. */
export const reserveEntriesKey = ['reserveEntries'] as const;

/**
 * GET /api/reserveentry/list (spec 001 §7): the member's entries, newest first, in data.data.
 * Spec 001 §8 "History load failure: empty list": no alert, the page shows its empty state.
 */
export async function getReserveEntries(signal?: AbortSignal) {
  const data = await api.call(reserveEntryList, undefined, { signal, alert: false });
  return data.data;
}

export const reserveEntriesQueryOptions = () =>
  queryOptions({
    queryKey: [...reserveEntriesKey, 'list'],
    queryFn: ({ signal }) => getReserveEntries(signal),
    // Member data: always asked again when the page is opened.
    staleTime: 0,
  });

export function useReserveEntries() {
  return useQuery(reserveEntriesQueryOptions());
}
